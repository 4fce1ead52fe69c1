import { useEffect } from 'react';

const PREFIX = /^\(\d+\+?\) /;

/** Puts "(N) " before the document title while N > 0, and keeps it when pages change the title. */
export function useTitleCount(count: number) {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const label = count > 0 ? `(${count > 99 ? '99+' : count}) ` : '';
    const apply = () => {
      const base = document.title.replace(PREFIX, '');
      const next = `${label}${base}`;
      if (document.title !== next) document.title = next;
    };
    apply();
    const titleElement = document.querySelector('title');
    const observer =
      titleElement && typeof MutationObserver !== 'undefined' ? new MutationObserver(apply) : null;
    observer?.observe(titleElement!, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = document.title.replace(PREFIX, '');
    };
  }, [count]);
}
