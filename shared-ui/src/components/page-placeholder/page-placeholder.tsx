import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RemoteBuild } from '../../federation/remote-build';
import { Card } from '../card/card';
import { useT } from '../../i18n/use-t';

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

export interface PagePlaceholderProps {
  title: string;
  /** One sentence: which feature fills this page. */
  feature: string;
  /** Extra context from the route, e.g. the profile id. */
  detail?: ReactNode;
  /** The remote serving the page, named on it so a mounted page shows which build it is. */
  build: RemoteBuild;
}

/**
 * Marked placeholder for a page whose feature ships in a later release. It already proves the
 * wiring: route → shell → federation → remote, and it names the remote build serving it.
 */
export function PagePlaceholder({ title, feature, detail, build }: PagePlaceholderProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Wrapper>
      <Panel
        as="section"
        aria-labelledby={titleId}
        $padding="lg"
        data-remote-version={build.version}
      >
        <Badge>{t('ui.placeholder.badge')}</Badge>
        <Title id={titleId}>{title}</Title>
        <Text>{feature}</Text>
        {detail ? <Text>{detail}</Text> : null}
        <Meta data-testid="remote-build">
          {t('ui.placeholder.servedBy', { name: build.name, version: build.version })}
        </Meta>
      </Panel>
    </Wrapper>
  );
}
