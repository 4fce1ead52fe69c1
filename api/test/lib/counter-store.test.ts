import { createMemoryCounterStore } from '../../src/lib/counter-store.js';
import { counterStoreContract } from '../support/counter-store-contract.js';

counterStoreContract('memory', async () => {
  let clock = 1_000_000;
  return {
    store: createMemoryCounterStore(() => clock),
    advance: async (ms) => {
      clock += ms;
    },
  };
});
