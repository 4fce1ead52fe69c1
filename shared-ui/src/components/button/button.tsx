import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { SpinnerRing } from '../spinner/spinner';
import { StyledButton, type ButtonSize, type ButtonVariant } from './button.styles';

export type { ButtonSize, ButtonVariant } from './button.styles';

interface ButtonOwnProps<C extends ElementType> {
  /** Render as another element or component, e.g. `as={Link}` with `to`. */
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  $block?: boolean;
  /** Shows a spinner and blocks further clicks while an action runs. */
  loading?: boolean;
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps<C>>;

export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  $block,
  loading = false,
  children,
  ...rest
}: ButtonProps<C>) {
  const props: Record<string, unknown> = { ...rest };
  const isNativeButton = as === undefined || as === 'button';
  if (loading) {
    props['aria-busy'] = true;
    // A link cannot be disabled natively; aria-disabled plus blocking the click does it.
    if (isNativeButton) props.disabled = true;
    else {
      props['aria-disabled'] = true;
      props.onClick = (event: { preventDefault: () => void }) => event.preventDefault();
    }
  }
  return (
    <StyledButton as={as} $variant={variant} $size={size} $block={$block} {...props}>
      {loading ? <SpinnerRing $size={16} /> : null}
      {children}
    </StyledButton>
  );
}
