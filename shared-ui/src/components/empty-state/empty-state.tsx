import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  title: string;
  /** Explanation under the title. */
  children?: ReactNode;
  /** A button or link that gets the user going (e.g. "Clear search"). */
  action?: ReactNode;
  className?: string;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.div`
  max-width: 420px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      <Title>{title}</Title>
      {children ? <Body>{children}</Body> : null}
      {action ?? null}
    </Box>
  );
}
