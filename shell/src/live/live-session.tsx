import { useLiveEvents } from './use-live-events';
import { useTitleCount } from './use-title-count';
import { useUnreadCount } from './use-unread-count';

/** Mounted once in the layout: the live stream and the unread count in the tab title. */
export function LiveSession() {
  useLiveEvents();
  useTitleCount(useUnreadCount());
  return null;
}
