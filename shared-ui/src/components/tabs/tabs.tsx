import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list (e.g. "Profile sections"). */
  label?: string;
  /**
   * When given, tab `x` gets id `${idPrefix}-tab-x` and controls `${idPrefix}-panel-x`:
   * give the panel that id, role="tabpanel" and aria-labelledby the tab id.
   */
  idPrefix?: string;
  className?: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  overflow-y: hidden;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: none;
  padding: 12px 2px 8px;
  border: none;
  border-bottom: 4px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: ${({ theme }) => theme.radiusSm};
  }
`;

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move and select (automatic activation). */
export function Tabs({ items, value, onChange, label, idPrefix, className }: TabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );

  const selectedId = items[selectedIndex]?.id;
  // A strip wider than a phone scrolls sideways: the selected tab (from the URL, or chosen with
  // the arrows) is scrolled into the strip's view, not left cut off at its edge. Only the strip
  // moves; the page's own scroll position is left alone.
  useEffect(() => {
    const tab = selectedId ? refs.current.get(selectedId) : undefined;
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const start = tab.offsetLeft - list.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [selectedId]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = NEXT_KEYS[event.key];
    if (!next || items.length === 0) return;
    event.preventDefault();
    const target = items[next(selectedIndex, items.length)];
    if (!target) return;
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  }

  return (
    <List role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        return (
          <Tab
            key={item.id}
            ref={(node) => {
              if (node) refs.current.set(item.id, node);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-tab-${item.id}` : undefined}
            aria-controls={idPrefix ? `${idPrefix}-panel-${item.id}` : undefined}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            $selected={selected}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}
