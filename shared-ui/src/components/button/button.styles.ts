import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block?: boolean | undefined;
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 36px;
    padding: 6px 14px;
    font-size: 14px;
  `,
  md: css`
    min-height: 44px;
    padding: 10px 20px;
    font-size: 16px;
  `,
  lg: css`
    min-height: 52px;
    padding: 14px 28px;
    font-size: 16px;
  `,
};

function variantStyle(variant: ButtonVariant, theme: DefaultTheme) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          background: ${c.primaryDark};
          border-color: ${c.primaryDark};
        }
      `;
    case 'accent':
      return css`
        background: ${c.accent};
        color: ${c.onAccent};
        border-color: ${c.accent};
        &:hover:not(:disabled) {
          background: ${c.accentDark};
          border-color: ${c.accentDark};
        }
      `;
    case 'outline':
      return css`
        background: transparent;
        color: ${c.primary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          background: ${c.primarySoft};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.primary};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${c.primarySoft};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: #fff;
        border-color: ${c.danger};
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `;
  }
}

export const StyledButton = styled.button<ButtonStyleProps>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radiusSm};
  font-family: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant, theme }) => variantStyle($variant, theme)}

  /* A solid ring outside the button (WCAG 2.4.7): a translucent shadow vanished on purple. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
