import type { HireStatus, Message } from '@peworld/shared-ui';

const STATUS_TEXT: Record<HireStatus, string> = {
  pending: 'Hire request sent',
  accepted: 'Hire request accepted',
  declined: 'Hire request declined',
  withdrawn: 'Hire request withdrawn',
  expired: 'Hire request expired',
};

/** One line describing a message (list rows, notifications). */
export function messagePreview(
  message: Pick<Message, 'kind' | 'body' | 'subject' | 'hire_status'>,
): string {
  if (message.kind === 'hire') return `Hire request: ${message.subject ?? ''}`.trim();
  if (message.kind === 'status') {
    const text = STATUS_TEXT[message.hire_status ?? 'pending'];
    return message.body ? `${text}: ${message.body}` : text;
  }
  return message.body;
}
