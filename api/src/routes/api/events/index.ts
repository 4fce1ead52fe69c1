// GET /api/events: the logged-in account's live events as server-sent events. Each event's id
// is its row id; EventSource sends it back as Last-Event-ID when it reconnects and the stream
// replays what was missed. Events: `message` (new message, request or status change) and
// `read` (read marks from the account's other tabs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServerResponse } from 'node:http';
import { errorResponses } from '../../../schemas/common.js';
import type { LiveEvent } from '../../../domains/conversations/events/live-events.js';
import { heartbeatMs } from '../../../server-limits.js';

const RETRY_MS = 2000;
/** Reconnect delay sent to open streams when this instance shuts down. */
export const RECONNECT_AFTER_SHUTDOWN_MS = 500;
/**
 * Reconnect delay sent to the oldest stream of an account that opened more than
 * EVENT_STREAMS_PER_ACCOUNT: long, so a storm of tabs takes turns slowly instead of closing
 * each other every few seconds (a reconnecting tab resumes from Last-Event-ID and misses nothing).
 */
export const RECONNECT_AFTER_EVICTION_MS = 60_000;

function parseLastId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function frame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const open = new Set<ServerResponse>();
  /** Each account's open streams in this process, oldest first. */
  const byAccount = new Map<number, ServerResponse[]>();
  const maxPerAccount = fastify.config.eventStreamsPerAccount;
  // A comment frame well within HTTP_IDLE_TIMEOUT_MS, so a quiet stream is not closed as idle.
  const heartbeatEvery = heartbeatMs(fastify.config);

  /** Counts a new stream of the account; the oldest beyond the cap is ended. */
  function admit(accountId: number, raw: ServerResponse): void {
    const streams = byAccount.get(accountId) ?? [];
    byAccount.set(accountId, streams);
    streams.push(raw);
    while (streams.length > maxPerAccount) {
      const oldest = streams.shift()!;
      oldest.end(
        `: more than ${maxPerAccount} live streams are open for this account; the oldest is closed\n` +
          `retry: ${RECONNECT_AFTER_EVICTION_MS}\n\n`,
      );
    }
  }

  function release(accountId: number, raw: ServerResponse): void {
    const streams = byAccount.get(accountId);
    if (!streams) return;
    const at = streams.indexOf(raw);
    if (at >= 0) streams.splice(at, 1);
    if (streams.length === 0) byAccount.delete(accountId);
  }

  // Shutdown: end every stream with a short retry hint; EventSource reconnects (through the load
  // balancer, to another instance) and resumes from Last-Event-ID, so nothing is lost.
  fastify.addHook('preClose', async () => {
    for (const raw of open) raw.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
  });

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAuth,
      // One long request; the global per-minute request budget is not meant for it.
      config: { rateLimit: false },
      schema: {
        tags: ['events'],
        summary: 'Live events (text/event-stream); resumes after Last-Event-ID (header or ?after=)',
        querystring: Type.Object({ after: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: {
          200: Type.String({
            description: 'text/event-stream: id, event (message | read), data (JSON)',
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const hub = fastify.liveEvents;
      const resumeFrom =
        parseLastId(request.headers['last-event-id']) ?? parseLastId(request.query.after);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': String(request.id),
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      open.add(raw);
      admit(accountId, raw);

      // Until the history is sent, live events wait in `held`; ids already sent are skipped.
      let held: LiveEvent[] | null = [];
      let lastSent = 0;
      const sent = new Set<number>();
      const write = (event: LiveEvent) => {
        const id = Number(event.id);
        if (sent.has(id)) return;
        sent.add(id);
        if (sent.size > 2000) sent.delete(sent.values().next().value!);
        lastSent = Math.max(lastSent, id);
        raw.write(frame(event));
      };
      const catchUp = async (afterId: number) => {
        for (const event of await hub.backlog(accountId, afterId)) write(event);
      };
      const unsubscribe = hub.subscribe(
        accountId,
        (event) => (held ? held.push(event) : write(event)),
        () => void catchUp(lastSent).catch(() => undefined),
      );
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatEvery);
      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(raw);
        release(accountId, raw);
      };
      raw.on('close', cleanup);

      try {
        if (resumeFrom !== null) {
          lastSent = resumeFrom;
          await catchUp(resumeFrom);
        } else {
          // A fresh stream starts at "now"; the ready event carries the id to resume from.
          lastSent = await hub.lastId(accountId);
          raw.write(`id: ${lastSent}\nevent: ready\ndata: {}\n\n`);
        }
        const waiting = held;
        held = null;
        for (const event of waiting) write(event);
      } catch (error) {
        request.log.warn({ err: error }, 'event stream failed to start');
        raw.end();
      }
    },
  );
};

export default events;
