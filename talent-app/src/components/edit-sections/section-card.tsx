import { Card } from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled(Card)`
  scroll-margin-top: 96px;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** One titled card of the edit page; `id` is the anchor the completeness meter links to. */
export function SectionCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Box as="section" id={id} aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Box>
  );
}

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};

  & > .wide {
    grid-column: 1 / -1;
  }

  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
