import { useEffect, useRef } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

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

/**
 * Asks before the user leaves a page with unsaved edits: on reload/close (beforeunload, the
 * browser's own dialog) and on links inside the app (header, footer, bottom bar, any page).
 * The shell renders a BrowserRouter, where React Router's useBlocker is not available, so
 * in-app links are caught in the capture phase on the document, before the router sees them.
 * Programmatic navigation and the Back button are not intercepted.
 */
export function useUnsavedChangesWarning(dirty: boolean, message = UNSAVED_CHANGES_MESSAGE): void {
  const messageRef = useRef(message);
  messageRef.current = message;

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
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
