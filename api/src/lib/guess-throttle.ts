// Brakes on password guessing that slow the guesser, never the owner (issue 7, item 2).
//
// Failures are counted per source address and per account as seen from that address. Past
// `free` failures, each further one blocks that key for a growing time (base, 2x, 4x ... up to
// max). A blocked key answers 429 before the password is even checked. Nothing is counted per
// account alone, so wrong guesses from elsewhere never keep the owner out: the owner with the
// right password from an address that did not fail always gets in.
//
// `scope: 'account'` drops the address from the account key, for guesses made inside a session
// (the current password of PATCH /api/auth/password), where the account is the guesser.
//
// Clearing an account (after a completed password reset) bumps the account's epoch, which is
// part of every account key: all its old counts and blocks are then unreachable and expire,
// without listing keys (a shared store cannot delete by prefix cheaply).
import type { CounterStore } from './counter-store.js';

export interface GuessThrottleOptions {
  /** Key prefix, one per throttle ("login", "password"). */
  name: string;
  /** Failures from one address (any account) before delays start. */
  freePerIp: number;
  /** Failures per account (and address, by scope) before delays start. */
  freePerAccount: number;
  scope: 'account+ip' | 'account';
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a count is kept after the last failure. */
  memoryMs: number;
}

export interface GuessThrottle {
  /** ms this source must wait before trying this account again; 0 when it may try now. */
  waitFor(account: string, ip: string): Promise<number>;
  /** Counts a wrong password; returns the wait it imposes (0 while still free). */
  recordFailure(account: string, ip: string): Promise<number>;
  /** The right password: this source's count for the account starts again. */
  recordSuccess(account: string, ip: string): Promise<void>;
  /** Forgets every count and block of the account, from any address. */
  clearAccount(account: string): Promise<void>;
}

const EPOCH_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The address a throttle counts: IPv4 as is; IPv6 by its /64 network (one subscriber usually
 * holds a whole /64, so counting single addresses would be free to dodge).
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function growingDelay(failures: number, free: number, baseMs: number, maxMs: number) {
  if (failures < free) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, failures - free));
}

export function createGuessThrottle(
  store: CounterStore,
  options: GuessThrottleOptions,
): GuessThrottle {
  const { name } = options;
  const accountId = (account: string) => account.trim().toLowerCase();
  const epochKey = (account: string) => `${name}:epoch:${accountId(account)}`;
  const ipKeys = (ip: string) => {
    const address = throttleAddress(ip);
    return { count: `${name}:ip:${address}`, block: `${name}:ip-block:${address}` };
  };
  async function accountKeys(account: string, ip: string) {
    const epoch = await store.get(epochKey(account));
    const id = `${epoch}:${accountId(account)}${
      options.scope === 'account+ip' ? `@${throttleAddress(ip)}` : ''
    }`;
    return { count: `${name}:acct:${id}`, block: `${name}:acct-block:${id}` };
  }

  async function fail(keys: { count: string; block: string }, free: number) {
    const failures = await store.increment(keys.count, options.memoryMs);
    const wait = growingDelay(failures, free, options.baseDelayMs, options.maxDelayMs);
    if (wait > 0) await store.block(keys.block, wait);
    return wait;
  }

  return {
    async waitFor(account, ip) {
      const [byIp, byAccount] = await Promise.all([
        store.blockedFor(ipKeys(ip).block),
        accountKeys(account, ip).then((keys) => store.blockedFor(keys.block)),
      ]);
      return Math.max(byIp, byAccount);
    },
    async recordFailure(account, ip) {
      const [byIp, byAccount] = await Promise.all([
        fail(ipKeys(ip), options.freePerIp),
        accountKeys(account, ip).then((keys) => fail(keys, options.freePerAccount)),
      ]);
      return Math.max(byIp, byAccount);
    },
    async recordSuccess(account, ip) {
      const keys = await accountKeys(account, ip);
      await store.delete(keys.count, keys.block);
    },
    async clearAccount(account) {
      await store.increment(epochKey(account), EPOCH_MEMORY_MS);
    },
  };
}
