import { paths, type Notification } from '@peworld/shared-ui';

/**
 * Where a bell notification leads: a job application to the recruiter's applicants page of that
 * job (employer-app's /home/jobs/:id), a stage move or a closed job to the talent's
 * applications (talent-app's /applications), everything else to its conversation.
 */
export function notificationHref(
  note: Pick<Notification, 'kind' | 'conversation_id' | 'application'>,
) {
  const application = note.application;
  if (application && note.kind === 'application_received')
    return `/home/jobs/${encodeURIComponent(String(application.id_job))}`;
  if (application && (note.kind === 'application_stage' || note.kind === 'job_closed'))
    return '/applications';
  return paths.chatConversation.getHref(note.conversation_id);
}
