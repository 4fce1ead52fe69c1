import { Card } from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  max-width: 1140px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`;

const Badge = styled.span`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radiusPill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ScaffoldPageProps {
  title: string;
  /** One sentence: which feature fills this page. */
  feature: string;
  /** Extra context from the route, e.g. the profile id. */
  detail?: ReactNode;
}

/**
 * Marked placeholder for a page whose feature ships in a later release. It already proves the
 * wiring: route → shell → federation → this remote, and it names the remote build serving it.
 */
export function ScaffoldPage({ title, feature, detail }: ScaffoldPageProps) {
  return (
    <Wrapper>
      <Panel
        as="section"
        aria-labelledby="scaffold-title"
        $padding="lg"
        data-remote-version={__APP_VERSION__}
      >
        <Badge>Placeholder page</Badge>
        <Title id="scaffold-title">{title}</Title>
        <Text>{feature}</Text>
        {detail ? <Text>{detail}</Text> : null}
        <Meta data-testid="remote-build">
          Served by {__APP_NAME__} v{__APP_VERSION__}
        </Meta>
      </Panel>
    </Wrapper>
  );
}
