import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronRightIcon } from '@peworld/shared-ui';

const Card = styled(Link)`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow};
  }

  /* A solid ring outside the card (WCAG 2.4.7); the translucent shadow was hard to see. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 24px;
    height: 24px;
  }
`;

const Text = styled.span`
  display: grid;
  gap: 4px;
  flex: 1;
`;

const Title = styled.span`
  font-weight: 700;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Hint = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Arrow = styled(ChevronRightIcon)`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ChoiceCardProps {
  to: string;
  title: string;
  hint: string;
  icon: ReactNode;
}

/** A large, whole-card link used on the "log in as / register as" choice screens. */
export function ChoiceCard({ to, title, hint, icon }: ChoiceCardProps) {
  return (
    <Card to={to}>
      <Icon>{icon}</Icon>
      <Text>
        <Title>{title}</Title>
        <Hint>{hint}</Hint>
      </Text>
      <Arrow />
    </Card>
  );
}

export const ChoiceList = styled.nav`
  display: grid;
  gap: 16px;
  margin-bottom: 16px;
`;
