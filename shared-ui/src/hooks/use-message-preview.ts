import { useT } from '../i18n/use-t';
import type { HireStatus, Message } from '../api/types';

type ApplicationStage = NonNullable<Message['application']>['stage'];

const STATUS_KEYS: Record<HireStatus, string> = {
  pending: 'ui.messagePreview.sent',
  accepted: 'ui.messagePreview.accepted',
  declined: 'ui.messagePreview.declined',
  withdrawn: 'ui.messagePreview.withdrawn',
  expired: 'ui.messagePreview.expired',
};

const STAGE_KEYS: Record<ApplicationStage, string> = {
  applied: 'ui.applicationStage.applied',
  interviewing: 'ui.applicationStage.interviewing',
  offered: 'ui.applicationStage.offered',
  hired: 'ui.applicationStage.hired',
  not_a_fit: 'ui.applicationStage.notAFit',
};

export type MessagePreview = (
  message: Pick<Message, 'kind' | 'body' | 'subject' | 'hire_status' | 'application'>,
) => string;

/**
 * One line describing a chat message, in the page's language: the chat's conversation rows and
 * the shell's notification panel show the same words for a hire request and its answers, and
 * for a job application, its stage moves and its job closing (issue 32).
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
    const title = message.application?.job_title ?? '';
    if (message.kind === 'application_received')
      return t('ui.messagePreview.application', { title });
    if (message.kind === 'application_stage') {
      const stage = t(STAGE_KEYS[message.application?.stage ?? 'applied']);
      return t('ui.messagePreview.applicationStage', { title, stage });
    }
    if (message.kind === 'job_closed') return t('ui.messagePreview.jobClosed', { title });
    return message.body;
  };
}
