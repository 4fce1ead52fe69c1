import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotifications } from '../api/calls/get-notifications';
import { markNotificationsRead } from '../api/calls/mark-notifications-read';
import { getNotificationSettings } from '../api/calls/get-notification-settings';
import { updateNotificationSettings } from '../api/calls/update-notification-settings';
import type { NotificationSettings } from '@peworld/api/schemas';
import { conversationKeys, notificationKeys } from './conversation-keys';

export const NOTIFICATION_LIMIT = 8;

/** The bell: recent notifications and the unread count (also the chat badge and the title). */
export function useNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(NOTIFICATION_LIMIT, { signal }),
    enabled: options.enabled ?? true,
  });
}

/** One notification read (with its conversation up to it), or all without an id. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => markNotificationsRead(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: notificationKeys.list() }),
        client.invalidateQueries({ queryKey: conversationKeys.list() }),
      ]),
  });
}

export function useNotificationSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings({ signal }),
    enabled: options.enabled ?? true,
  });
}

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => updateNotificationSettings(settings),
    onSuccess: (answer) => client.setQueryData(notificationKeys.settings(), answer),
  });
}
