import styled from 'styled-components';

export const Wrapper = styled.div`
  position: relative;
`;

export const AvatarButton = styled.button<{ $tone: 'light' | 'dark' }>`
  display: inline-flex;
  padding: 2px;
  border: 2px solid
    ${({ $tone, theme }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.7)' : theme.colors.border)};
  border-radius: 50%;
  background: transparent;
  cursor: pointer;

  > span {
    display: inline-flex;
  }

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ $tone, theme }) => ($tone === 'dark' ? '#fff' : theme.colors.primary)};
  }
`;

export const MenuHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 12px 16px 10px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: 14px;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const MenuItem = styled.a<{ $danger?: boolean }>`
  display: block;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  background: transparent;
  color: ${({ $danger, theme }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  font-size: 15px;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.page};
    outline: none;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
