// Redis pub/sub for live events: one connection publishes, one subscribes (a subscriber can't
// publish). Redis may be away: publishing then throws and the caller falls back to NOTIFY.
import { Redis } from 'ioredis';

/** How long start-up waits for the Redis SUBSCRIBE before going on (Redis may be away). */
const SUBSCRIBE_WAIT_MS = 2000;

/** Redis pub/sub for events: one connection publishes, one subscribes (a subscriber can't publish). */
export async function redisBus(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResync: () => void,
) {
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const publisher = new Redis(url, options);
  // The subscriber queues its SUBSCRIBE until connected and re-subscribes after reconnecting.
  // The subscriber retries for as long as it takes; start-up waits for it only briefly.
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  // Errors while Redis is away are expected: publishing falls back to NOTIFY meanwhile.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel: string, payload: string) => onPayload(payload));
  let readyOnce = false;
  subscriber.on('ready', () => {
    // (Re)subscribe on every connection, also when Redis was away at start-up; after a lost
    // connection, whatever was published meanwhile is caught up from history.
    if (readyOnce) {
      void subscriber.subscribe(channel).catch(() => undefined);
      onResync();
    }
    readyOnce = true;
  });
  // Subscribed before the API takes requests (when Redis answers within the time-out).
  await Promise.race([
    subscriber.subscribe(channel).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
  ]);
  return {
    publish: async (payload: string) => {
      if (publisher.status !== 'ready') throw new Error(`Redis connection ${publisher.status}`);
      await publisher.publish(channel, payload);
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
