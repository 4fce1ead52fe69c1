// A small server-sent-events reader for tests: connects with an agent's cookies, parses frames,
// and lets a test wait for events or prove that none arrived.
import http from 'node:http';
import type { Agent } from './http-client.js';

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
  /** When it arrived (ms, performance.now()). */
  at: number;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (after those already consumed) matching the predicate. */
  next(predicate?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves with the stream's last text (comments included) once the server has ended it. */
  ended: Promise<string>;
  close(): void;
}

export function openEventStream(
  baseUrl: string,
  agent: Agent,
  options: { lastEventId?: string; path?: string; localAddress?: string } = {},
): Promise<SseStream> {
  const url = new URL(options.path ?? '/api/events', baseUrl);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (agent.cookies.size > 0)
    headers.cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;

  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { headers, ...(options.localAddress ? { localAddress: options.localAddress } : {}) },
      (response) => {
        const events: SseEvent[] = [];
        const waiters: Array<() => void> = [];
        let consumed = 0;
        let buffer = '';
        let tail = '';
        const ended = new Promise<string>((resolveEnd) => {
          response.once('end', () => resolveEnd(tail));
          response.once('close', () => resolveEnd(tail));
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          tail = (tail + chunk).slice(-2000);
          buffer += chunk;
          let index: number;
          while ((index = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            let id: string | null = null;
            let event = 'message';
            const data: string[] = [];
            let hasField = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') id = value;
              else if (field === 'event') event = value;
              else if (field === 'data') data.push(value);
              else continue;
              hasField = true;
            }
            if (!hasField || data.length === 0) continue;
            events.push({ id, event, data: data.join('\n'), at: performance.now() });
            for (const wake of waiters.splice(0)) wake();
          }
        });
        const stream: SseStream = {
          status: response.statusCode ?? 0,
          events,
          ended,
          async next(predicate = () => true, timeoutMs = 3000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              while (consumed < events.length) {
                const event = events[consumed]!;
                consumed += 1;
                if (predicate(event)) return event;
              }
              const left = deadline - Date.now();
              if (left <= 0) throw new Error('no matching event in time');
              await new Promise<void>((wake) => {
                const timer = setTimeout(wake, left);
                waiters.push(() => {
                  clearTimeout(timer);
                  wake();
                });
              });
            }
          },
          close() {
            request.destroy();
          },
        };
        if ((response.statusCode ?? 0) !== 200) {
          response.resume();
          resolve(stream);
          return;
        }
        resolve(stream);
      },
    );
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    request.end();
  });
}
