import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export type DismissReason = 'outside' | 'escape' | 'focus';

// Closes a popup (menu, panel) on a click or touch outside it, on Escape, and when keyboard
// focus leaves it, so it never stays open behind the user's back.
export function useDismiss(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
): void {
  // Kept in a ref so a new callback each render does not re-subscribe the listeners.
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (!open) return undefined;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(containerRef.current?.contains(target));

    const onPointer = (event: Event) => {
      if (!isInside(event.target)) dismissRef.current('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissRef.current('escape');
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) dismissRef.current('focus');
    };

    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, containerRef]);
}
