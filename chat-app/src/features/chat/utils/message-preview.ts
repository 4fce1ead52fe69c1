import { useT, type HireStatus, type Message } from '@peworld/shared-ui';

const STATUS_KEYS: Record<HireStatus, string> = {
  pending: 'chat.status.sent',
  accepted: 'chat.preview.accepted',
  declined: 'chat.preview.declined',
  withdrawn: 'chat.preview.withdrawn',
  expired: 'chat.preview.expired',
};

export type MessagePreview = (
  message: Pick<Message, 'kind' | 'body' | 'subject' | 'hire_status'>,
) => string;

/** One line describing a message (list rows, notifications), in the page's language. */
export function useMessagePreview(): MessagePreview {
  const t = useT();
  return (message) => {
    if (message.kind === 'hire') {
      return t('chat.hire.cardLabel', { subject: message.subject ?? '' }).trim();
    }
    if (message.kind === 'status') {
      const status = t(STATUS_KEYS[message.hire_status ?? 'pending']);
      return message.body ? t('chat.preview.withReason', { status, reason: message.body }) : status;
    }
    return message.body;
  };
}
