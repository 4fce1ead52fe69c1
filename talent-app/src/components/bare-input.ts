import { css } from 'styled-components';

/** A text input without its own frame, inside a search box that draws the frame and focus. */
export const bareInputStyles = css`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:focus {
    outline: none;
  }
`;
