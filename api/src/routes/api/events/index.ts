// GET /api/events: the logged-in account's live events as server-sent events. Each event's id
// is its row id; EventSource sends it back as Last-Event-ID when it reconnects and the stream
// replays what was missed. Events: `message` (new message, request or status change) and
// `read` (read marks from the account's other tabs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServerResponse } from 'node:http';
import { errorResponses } from '../../../schemas/common.js';
import type { LiveEvent } from '../../../plugins/app/live-events.js';

const HEARTBEAT_MS = 20_000;
const RETRY_MS = 2000;
/** Reconnect delay sent to open streams when this instance shuts down. */
export const RECONNECT_AFTER_SHUTDOWN_MS = 500;

function parseLastId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function frame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const open = new Set<ServerResponse>();
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
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': String(request.id),
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      open.add(raw);

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
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(raw);
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
