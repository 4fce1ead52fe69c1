import type { QueryClient } from '@tanstack/react-query';
import type { LiveMessageEvent } from '@peworld/api/schemas';
import { conversationKeys, notificationKeys } from './conversation-keys';
import { applicationKeys, jobKeys } from './query-keys';
import { applyNewMessage } from './use-conversation-mutations';
import { applyHireChange, hireChangeOf } from './conversation-cache';

/**
 * A `message` event from the live stream (`viewerId`: the account this page is logged in as):
 * the thread and the list get it at once, a status change moves the list's chip and the
 * request card with it, then lists and bell refresh.
 */
export function applyLiveMessage(client: QueryClient, event: LiveMessageEvent, viewerId?: number) {
  const change = hireChangeOf(event.message);
  if (change) applyHireChange(client, event.conversation_id, change);
  const incoming = event.message.sender_id !== viewerId;
  const jobs: Promise<unknown>[] = [applyNewMessage(client, event.message, { incoming })];
  if (event.message.kind !== 'text') {
    // A request or a status change: the request card's status and the header change too.
    jobs.push(
      client.invalidateQueries({ queryKey: conversationKeys.messages(event.conversation_id) }),
      client.invalidateQueries({ queryKey: conversationKeys.detail(event.conversation_id) }),
    );
  }
  return Promise.all(jobs);
}

/** A `read` event (another tab read something): counts refresh. */
export function applyLiveRead(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: conversationKeys.list() }),
    client.invalidateQueries({ queryKey: notificationKeys.all }),
  ]);
}

/**
 * Names of the live events about jobs (issue 32): a talent applied (to the company's
 * recruiters), an application moved stage (to its talent), a job closed (to its applicants).
 */
export const LIVE_JOB_EVENTS = ['application.created', 'application.stage', 'job.closed'] as const;

/**
 * A job event: every cached job and application answer refreshes (the talent's list shows the
 * new stage, the recruiter's applicants and counts grow), and the bell with them.
 */
export function applyLiveJobEvent(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: applicationKeys.all }),
    client.invalidateQueries({ queryKey: jobKeys.all }),
    client.invalidateQueries({ queryKey: notificationKeys.all }),
  ]);
}

/** After the stream reconnects: whatever it may have missed is fetched again. */
export function refreshAfterReconnect(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: conversationKeys.all }),
    client.invalidateQueries({ queryKey: notificationKeys.all }),
    client.invalidateQueries({ queryKey: applicationKeys.all }),
    client.invalidateQueries({ queryKey: jobKeys.all }),
  ]);
}
