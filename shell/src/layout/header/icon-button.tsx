import styled from 'styled-components';

// Round, icon-only control used in the header and on the purple mobile band. Always give it
// an aria-label: the icon inside is aria-hidden.
export const IconButton = styled.button<{ $tone?: 'light' | 'dark' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ $tone, theme }) => ($tone === 'dark' ? '#fff' : theme.colors.textMuted)};
  cursor: pointer;
  text-decoration: none;

  svg {
    width: 22px;
    height: 22px;
  }

  &:hover,
  &[aria-expanded='true'],
  &[aria-current='page'] {
    background: ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.16)' : 'rgba(94, 80, 161, 0.1)')};
    color: ${({ $tone, theme }) => ($tone === 'dark' ? '#fff' : theme.colors.primary)};
  }
`;
