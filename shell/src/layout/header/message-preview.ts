import { useT, type HireStatus, type Message } from '@peworld/shared-ui';

const STATUS_KEYS: Record<HireStatus, string> = {
  pending: 'shell.chat.status.sent',
  accepted: 'shell.chat.preview.accepted',
  declined: 'shell.chat.preview.declined',
  withdrawn: 'shell.chat.preview.withdrawn',
  expired: 'shell.chat.preview.expired',
};

export type MessagePreview = (
  message: Pick<Message, 'kind' | 'body' | 'subject' | 'hire_status'>,
) => string;

/** One line describing a message in the notification panel, in the page's language. */
export function useMessagePreview(): MessagePreview {
  const t = useT();
  return (message) => {
    if (message.kind === 'hire') {
      return t('shell.chat.hire.cardLabel', { subject: message.subject ?? '' }).trim();
    }
    if (message.kind === 'status') {
      const status = t(STATUS_KEYS[message.hire_status ?? 'pending']);
      return message.body
        ? t('shell.chat.preview.withReason', { status, reason: message.body })
        : status;
    }
    return message.body;
  };
}
