import styled from 'styled-components';
import { CheckIcon } from '@peworld/shared-ui/core';

type Props = {
  items: readonly string[];
  tone: 'primary' | 'accent';
  columns?: 1 | 2;
};

// A list with round check marks, used for the reasons and the skill list.
export function CheckList({ items, tone, columns = 1 }: Props) {
  return (
    <List $columns={columns}>
      {items.map((item) => (
        <li key={item}>
          <Mark $tone={tone}>
            <CheckIcon />
          </Mark>
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 20px 32px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: 14px;
    color: ${({ theme }) => theme.colors.text};
    font-size: 16px;
    line-height: 1.6;
  }
`;

const Mark = styled.span<{ $tone: 'primary' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  margin-top: 1px;
  border-radius: 50%;
  background: ${({ $tone, theme }) =>
    $tone === 'accent' ? theme.colors.accent : theme.colors.primary};
  /* White is too faint on the yellow: the accent takes its dark ink. */
  color: ${({ $tone, theme }) => ($tone === 'accent' ? theme.colors.onAccent : theme.colors.onPrimary)};

  svg {
    width: 14px;
    height: 14px;
  }
`;
