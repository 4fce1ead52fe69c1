import type { Message } from '@peworld/shared-ui';

/**
 * The talent's cover note on an application card, or null when they wrote none. Applications
 * sent before issue 32's fix stored an English "Applied to <title>" in place of a missing note;
 * that sentence is no note either, so every reader sees the card's own words in their language.
 */
export function applicationNote(message: Pick<Message, 'body' | 'application'>): string | null {
  const body = message.body.trim();
  if (body === '') return null;
  const title = message.application?.job_title;
  if (title !== undefined && body === `Applied to ${title}`) return null;
  return message.body;
}
