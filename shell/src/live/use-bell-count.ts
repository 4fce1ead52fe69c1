import { useSession } from '@peworld/shared-ui';
import { useSavedSearchAlerts } from './saved-search-alerts';
import { useUnreadCount } from './use-unread-count';

/** What the bell counts: unread messages, plus a recruiter's unread saved-search alerts. */
export function useBellCount(): number {
  const { isLoggedIn } = useSession();
  const messages = useUnreadCount();
  const alerts = useSavedSearchAlerts();
  return isLoggedIn ? messages + (alerts.data?.unread ?? 0) : 0;
}
