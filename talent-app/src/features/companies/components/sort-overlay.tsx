import { Button, useT } from '@peworld/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

export const MOBILE_SORTS = ['name', 'skill', 'location'] as const;
export type MobileSort = (typeof MOBILE_SORTS)[number];

/** Catalog keys of the options' labels. */
export const SORT_LABELS = {
  name: 'talent.companySort.byName',
  skill: 'talent.companySort.bySkill',
  location: 'talent.companySort.byLocation',
} as const satisfies Record<MobileSort, string>;

const Anchor = styled.div`
  position: relative;
`;

const Panel = styled.fieldset`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowRaised};

  legend {
    padding: 0 4px;
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 4px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface SortOverlayProps {
  value: MobileSort;
  onChange: (sort: MobileSort) => void;
}

/** The 'Sort' button and its overlay of sort options; Escape or a choice closes it. */
export function SortOverlay({ value, onChange }: SortOverlayProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
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
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('talent.companySort.button')}
      </Button>
      {open ? (
        <Panel id={panelId}>
          <legend>{t('talent.companySort.legend')}</legend>
          {(Object.keys(SORT_LABELS) as MobileSort[]).map((sort) => (
            <label key={sort}>
              <input
                type="radio"
                name={name}
                value={sort}
                checked={value === sort}
                onChange={() => {
                  onChange(sort);
                  setOpen(false);
                  buttonRef.current?.focus();
                }}
              />
              {t(SORT_LABELS[sort])}
            </label>
          ))}
        </Panel>
      ) : null}
    </Anchor>
  );
}
