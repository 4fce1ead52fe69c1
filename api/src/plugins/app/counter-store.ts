// `fastify.counterStore`: the counters behind login/password throttles and per-minute limits
// (src/lib/counter-store.ts). In memory for now: one process. A shared store (Redis, issue 13)
// is chosen here from the configuration; nothing else needs to change.
import fp from 'fastify-plugin';
import { createMemoryCounterStore, type CounterStore } from '../../lib/counter-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    counterStore: CounterStore;
  }
}

export default fp(
  async (fastify) => {
    const store = createMemoryCounterStore();
    fastify.decorate('counterStore', store);
    fastify.addHook('onClose', async () => store.close());
  },
  { name: 'counter-store', dependencies: ['env'] },
);
