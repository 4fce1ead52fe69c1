import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { CloseIcon } from '../icons/close-icon';

export interface ChipProps {
  children: ReactNode;
  /** When given, the chip gets a remove button (e.g. deleting a skill). */
  onRemove?: () => void;
  /** Name of the remove button; defaults to "Remove <text>". */
  removeLabel?: string;
  tone?: 'accent' | 'neutral';
  className?: string;
}

const Pill = styled.span<{ $tone: 'accent' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 28px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radiusSm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.3;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accent : theme.colors.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.onAccent : theme.colors.primaryDark)};
`;

const Remove = styled.button`
  display: inline-flex;
  margin-right: -6px;
  padding: 2px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.1);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
`;

export function Chip({ children, onRemove, removeLabel, tone = 'accent', className }: ChipProps) {
  const t = useT();
  const label =
    removeLabel ??
    (typeof children === 'string'
      ? t('ui.chip.remove', { name: children })
      : t('ui.chip.removeUnnamed'));
  return (
    <Pill $tone={tone} className={className}>
      {children}
      {onRemove ? (
        <Remove type="button" aria-label={label} onClick={onRemove}>
          <CloseIcon size={14} />
        </Remove>
      ) : null}
    </Pill>
  );
}
