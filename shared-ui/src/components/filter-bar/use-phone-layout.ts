import { useSyncExternalStore } from 'react';
import { media } from '../../theme/media';

const PHONE = media.mobile.replace(/^@media\s+/, '');

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PHONE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the screen is phone-wide now (media.mobile); follows resizes and rotations. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    // A page rendered without a window (none of the filter pages today) starts unfolded.
    () => false,
  );
}
