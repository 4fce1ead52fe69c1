import { useNotifications, useSession } from '@peworld/shared-ui';

/** Unread messages to me (bell, chat tab badge, document title): one query for all three. */
export function useUnreadCount(): number {
  const { isLoggedIn } = useSession();
  const notifications = useNotifications({ enabled: isLoggedIn });
  return isLoggedIn ? (notifications.data?.unread ?? 0) : 0;
}
