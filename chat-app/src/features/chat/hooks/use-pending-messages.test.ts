import type { Message } from '@peworld/shared-ui';
import { stillPending, type PendingMessage } from './use-pending-messages';

const VIEWER = 11;

function mine(id: number, body: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: 7,
    sender_id: VIEWER,
    kind: 'text',
    body,
    hire_request_id: null,
    subject: null,
    hire_status: null,
    created_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  } as Message;
}

function sending(key: number, body: string, afterId: number): PendingMessage {
  return { key, body, state: 'sending', afterId };
}

describe('stillPending', () => {
  it('drops a send once the thread shows the same text from the viewer after it', () => {
    const pending = [sending(1, 'Hello', 5)];
    expect(stillPending(pending, [mine(5, 'x'), mine(6, 'Hello')], VIEWER)).toEqual([]);
  });

  it('keeps a send whose text only appears earlier in the thread, or from the other side', () => {
    const pending = [sending(1, 'Hello', 6)];
    const thread = [mine(6, 'Hello'), mine(7, 'Hello', { sender_id: 21 })];
    expect(stillPending(pending, thread, VIEWER)).toEqual(pending);
  });

  it('lets each arrived message stand for one send, oldest first', () => {
    const pending = [sending(1, 'ok', 3), sending(2, 'ok', 3)];
    expect(stillPending(pending, [mine(4, 'ok')], VIEWER)).toEqual([pending[1]]);
    expect(stillPending(pending, [mine(4, 'ok'), mine(5, 'ok')], VIEWER)).toEqual([]);
  });

  it('keeps a failed send with its Retry even when the same text arrived', () => {
    const failed: PendingMessage = { ...sending(1, 'Hello', 5), state: 'failed', error: 'Offline' };
    expect(stillPending([failed], [mine(6, 'Hello')], VIEWER)).toEqual([failed]);
  });
});
