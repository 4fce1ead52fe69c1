import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/use-t';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The bare rotating ring, decorative; Button uses it next to its own label. */
export const SpinnerRing = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 24 }) => $size}px;
  height: ${({ $size = 24 }) => $size}px;
  border: ${({ $size = 24 }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps {
  /** Announced to screen readers (default "Loading"). */
  label?: string;
  /** Diameter in px (default 24). */
  size?: number;
  className?: string;
}

/** Loading indicator announced politely as a status. */
export function Spinner({ label, size = 24, className }: SpinnerProps) {
  const t = useT();
  return (
    <Wrapper role="status" className={className}>
      <SpinnerRing $size={size} />
      <VisuallyHidden>{label ?? t('ui.spinner.loading')}</VisuallyHidden>
    </Wrapper>
  );
}
