import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';

/** A plain left click on a link that leaves this page for another page of the app. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const to = new URL(anchor.href, window.location.href);
  const here = window.location;
  // A jump within the page (#settings) keeps what was typed.
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) {
    return null;
  }
  return anchor;
}

const GUARD_MARK = 'peworldUnsavedGuard';
const PAGE_MARK = 'peworldUnsavedPage';

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

function hasMark(state: unknown, mark: string, value: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[mark] === value
  );
}

let guardCount = 0;

/**
 * Back out of a dirty page. History entries cannot be blocked, so while the page is dirty a
 * marked copy of its entry sits on top: Back lands on the page's own (marked) entry, same URL,
 * so nothing re-renders, and the user is asked there; "stay" puts the copy back, "leave" goes
 * back once more. Other entries (a #settings jump, several steps at once) are left alone.
 */
function guardHistory(message: () => string): () => void {
  guardCount += 1;
  const id = guardCount;
  const url = window.location.href;
  window.history.replaceState({ ...historyState(), [PAGE_MARK]: id }, '', url);
  const pushGuard = () =>
    window.history.pushState({ ...historyState(), [GUARD_MARK]: id }, '', url);
  pushGuard();
  let leaving = false;
  const onPopState = (event: PopStateEvent) => {
    if (leaving || !hasMark(event.state, PAGE_MARK, id) || hasMark(event.state, GUARD_MARK, id)) {
      return;
    }
    if (window.confirm(message())) {
      leaving = true;
      window.history.back();
    } else {
      pushGuard();
    }
  };
  window.addEventListener('popstate', onPopState);
  // The copy stays when the page turns clean (saved): taking it off is an asynchronous Back
  // that could undo a navigation made right after the save.
  return () => window.removeEventListener('popstate', onPopState);
}

/**
 * Asks before the user leaves a page with unsaved edits: on reload/close (beforeunload, the
 * browser's own dialog), on links inside the app (header, footer, bottom bar, any page) and
 * on the browser's Back button. The shell renders a BrowserRouter, where React Router's
 * useBlocker is not available, so in-app links are caught in the capture phase on the
 * document, before the router sees them, and Back through a guard entry in the history.
 * Programmatic navigation is not intercepted. The question is shared-ui's, in the page's
 * language, unless `message` gives another.
 */
export function useUnsavedChangesWarning(dirty: boolean, message?: string): void {
  const t = useT();
  const question = message ?? t('ui.unsavedChanges.confirm');
  const messageRef = useRef(question);
  messageRef.current = question;

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the dialog.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(messageRef.current)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    const stopGuardingHistory = guardHistory(() => messageRef.current);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      stopGuardingHistory();
    };
  }, [dirty]);
}
