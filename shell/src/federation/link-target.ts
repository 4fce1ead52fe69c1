/** The same-origin URL of the link an event happened on (pointer, focus, touch), or null. */
export function linkTarget(event: Event): URL | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}
