// `fastify.liveEvents`: the live events hub (domains/conversations/events/live-events.ts) wired
// to this process: PostgreSQL's LISTEN, the Redis bus when REDIS_URL is set, and an hourly sweep
// of old event rows.
import fp from 'fastify-plugin';
import {
  createLiveEvents,
  EVENTS_CHANNEL,
  type LiveEvents,
} from '../../domains/conversations/events/live-events.js';
import { redisChannel, sweepOldEvents } from '../../domains/conversations/events/event-log.js';
import { redisBus } from '../../domains/conversations/events/redis-bus.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

export default fp(
  async (fastify) => {
    let receive: (payload: string) => void = () => undefined;
    let resync: () => void = () => undefined;
    const bus = fastify.config.redisUrl
      ? await redisBus(
          fastify.config.redisUrl,
          await redisChannel(fastify.db, fastify.config.redisPrefix),
          (payload) => receive(payload),
          () => resync(),
        )
      : null;
    if (bus) fastify.addHook('onClose', bus.close);
    let warned = false;
    const hub = createLiveEvents(fastify.db, {
      ...(bus ? { sharedPublish: bus.publish } : {}),
      onSharedFailure: (error) => {
        if (warned) return;
        warned = true;
        fastify.log.warn({ err: error }, 'Redis unreachable: live events go through NOTIFY');
      },
    });
    receive = (payload) => hub.receive(payload);
    resync = () => hub.resyncAll();
    if (fastify.db.listen) {
      const unlisten = await fastify.db.listen(EVENTS_CHANNEL, {
        onPayload: (payload) => hub.receive(payload),
        onReconnect: () => hub.resyncAll(),
      });
      fastify.addHook('onClose', async () => unlisten());
    }
    const sweep = setInterval(() => {
      sweepOldEvents(fastify.db).catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'event sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
    fastify.decorate('liveEvents', hub);
  },
  { name: 'live-events', dependencies: ['db'] },
);
