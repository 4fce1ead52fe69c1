import { useT } from '../i18n/use-t';
import type { HireStatus, Message } from '../api/types';

const STATUS_KEYS: Record<HireStatus, string> = {
  pending: 'ui.messagePreview.sent',
  accepted: 'ui.messagePreview.accepted',
  declined: 'ui.messagePreview.declined',
  withdrawn: 'ui.messagePreview.withdrawn',
  expired: 'ui.messagePreview.expired',
};

export type MessagePreview = (
  message: Pick<Message, 'kind' | 'body' | 'subject' | 'hire_status'>,
) => string;

/**
 * One line describing a chat message, in the page's language: the chat's conversation rows and
 * the shell's notification panel show the same words for a hire request and its answers.
 */
export function useMessagePreview(): MessagePreview {
  const t = useT();
  return (message) => {
    if (message.kind === 'hire') {
      return t('ui.messagePreview.hire', { subject: message.subject ?? '' }).trim();
    }
    if (message.kind === 'status') {
      const status = t(STATUS_KEYS[message.hire_status ?? 'pending']);
      return message.body
        ? t('ui.messagePreview.withReason', { status, reason: message.body })
        : status;
    }
    return message.body;
  };
}
