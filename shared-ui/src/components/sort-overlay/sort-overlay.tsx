import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize } from '../button/button';

export interface SortOption<S extends string> {
  value: S;
  /** The option's label, already translated. */
  label: string;
}

export interface SortOverlayProps<S extends string> {
  /** The current order; '' when none is chosen yet. */
  value: S | '';
  options: readonly SortOption<S>[];
  onChange: (sort: S) => void;
  /** The button's text (e.g. "Sort"). */
  buttonLabel: string;
  /** The panel's legend, read out with the options. */
  legend: string;
  size?: ButtonSize;
}

/**
 * A 'Sort' button and, under it, a panel of radios (one per order) for the mobile search pages.
 * A choice, Escape or a press outside closes it; a choice and Escape give focus back to the button.
 */
export function SortOverlay<S extends string>({
  value,
  options,
  onChange,
  buttonLabel,
  legend,
  size,
}: SortOverlayProps<S>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Anchor ref={anchorRef}>
      <Button
        ref={buttonRef}
        type="button"
        variant="outline"
        size={size}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {buttonLabel}
      </Button>
      {open ? (
        <Panel id={panelId}>
          <legend>{legend}</legend>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => {
                  onChange(option.value);
                  setOpen(false);
                  buttonRef.current?.focus();
                }}
              />
              {option.label}
            </label>
          ))}
        </Panel>
      ) : null}
    </Anchor>
  );
}

const Anchor = styled.div`
  position: relative;
  flex-shrink: 0;
`;

const Panel = styled.fieldset`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  min-width: 240px;
  margin: 0;
  padding: 8px 0;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowRaised};

  legend {
    float: left;
    width: 100%;
    padding: 8px 16px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 0 16px;
    cursor: pointer;
  }
  label:hover,
  label:focus-within {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
