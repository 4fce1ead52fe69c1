import { CheckIcon, useT, type RecruiterSort } from '@peworld/shared-ui';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export const CATEGORY_OPTIONS: readonly { value: RecruiterSort | ''; labelId: string }[] = [
  { value: '', labelId: 'employer.category.all' },
  { value: 'skill', labelId: 'employer.category.bySkill' },
  { value: 'freelance', labelId: 'employer.category.freelance' },
  { value: 'fulltime', labelId: 'employer.category.fulltime' },
];

export interface CategoryPickerProps {
  value: RecruiterSort | '';
  onChange: (value: RecruiterSort | '') => void;
}

/**
 * The 'Kategori' button and its menu (WAI-ARIA menu button with menuitemradio items):
 * it opens and closes on click, arrows move, Enter/Space choose, Escape and a click outside
 * close it and give focus back to the button.
 */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    CATEGORY_OPTIONS.findIndex((option) => option.value === value),
  );

  // Focus goes to the checked item only when the menu opens, not on every choice: an effect
  // event reads the current choice without making it a reason to re-run the effect.
  const focusCheckedItem = useEffectEvent(() => itemRefs.current[selectedIndex]?.focus());

  useEffect(() => {
    if (!open) return undefined;
    focusCheckedItem();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(next: RecruiterSort | '') {
    onChange(next);
    close();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const count = CATEGORY_OPTIONS.length;
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  }

  const chosen = CATEGORY_OPTIONS[selectedIndex];
  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {t('employer.category.label')}
        {value && chosen ? (
          <Current>{t('employer.category.chosen', { label: t(chosen.labelId) })}</Current>
        ) : null}
        <Caret aria-hidden="true" $open={open} />
      </Trigger>
      {open && (
        <Menu
          id={menuId}
          role="menu"
          aria-label={t('employer.category.label')}
          onKeyDown={onMenuKeyDown}
        >
          {CATEGORY_OPTIONS.map((option, index) => (
            <Item
              key={option.value || 'all'}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === value}
              tabIndex={-1}
              onClick={() => choose(option.value)}
            >
              <Tick aria-hidden="true">
                {option.value === value ? <CheckIcon size={16} /> : null}
              </Tick>
              {t(option.labelId)}
            </Item>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  border: none;
  border-radius: ${({ theme }) => theme.radiusSm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Caret = styled.span<{ $open: boolean }>`
  width: 8px;
  height: 8px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${({ $open }) => ($open ? 'rotate(-135deg) translate(-2px, -2px)' : 'rotate(45deg)')};
  margin: 0 2px 4px;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  min-width: 240px;
  padding: 6px 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowRaised};
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 0 16px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Tick = styled.span`
  display: inline-flex;
  width: 16px;
  color: ${({ theme }) => theme.colors.primary};
`;
