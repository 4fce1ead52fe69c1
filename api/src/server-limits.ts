// Slow and idle connections (issue 27). Node's HTTP server waits forever by default under Fastify
// (`requestTimeout` and `connectionTimeout` 0): 500 anonymous connections sending a partial body
// stayed open indefinitely. Here:
// - headers must arrive within HTTP_HEADERS_TIMEOUT_MS and the whole request (body included)
//   within HTTP_REQUEST_TIMEOUT_MS, else Node answers 408 and closes the connection; Node looks
//   at its connections every CHECK_INTERVAL (30 s by default, far longer than a time-out here);
// - a connection on which nothing moves for HTTP_IDLE_TIMEOUT_MS is closed (live-event streams
//   send a heartbeat well within it: heartbeatMs below);
// - one client address (IPv6: its /64) holds at most HTTP_CONNECTIONS_PER_ADDRESS connections:
//   more are closed as they open. Generous (256), so the users behind one NAT — 200 of them with
//   a live-event stream each — still get through; a trusted proxy (TRUST_PROXY) is not counted,
//   since every client comes through it.
import { BlockList, isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyHttpOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { throttleAddress } from './lib/guess-throttle.js';

/** How often Node checks for requests past their time-out: at most 1 s late. */
export function checkIntervalMs(config: AppConfig): number {
  return Math.max(50, Math.min(1000, Math.floor(config.httpHeadersTimeoutMs / 4)));
}

/** The live-event heartbeat: often enough that a quiet stream is never idle for the time-out. */
export function heartbeatMs(config: Pick<AppConfig, 'httpIdleTimeoutMs'>): number {
  return Math.min(20_000, Math.floor(config.httpIdleTimeoutMs / 3));
}

/** Fastify's server options for the time-outs. */
export function timeoutOptions(config: AppConfig): Partial<FastifyHttpOptions<Server>> {
  const requestTimeout = config.httpRequestTimeoutMs;
  const headersTimeout = Math.min(config.httpHeadersTimeoutMs, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: config.httpIdleTimeoutMs,
    // Fastify's default (72 s, longer than common load balancers' idle time), never past idle.
    keepAliveTimeout: Math.min(72_000, config.httpIdleTimeoutMs),
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: checkIntervalMs(config),
    },
  };
}

/** Whether a socket's peer is a proxy TRUST_PROXY names (its clients are counted by the proxy). */
function trustedPeer(trustProxy: AppConfig['trustProxy']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  // A hop count trusts whoever connects as the first hop.
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    return mapped
      ? list.check(mapped[1]!, 'ipv4')
      : list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  };
}

/** Closes connections past the per-address cap as they open. */
export function limitConnectionsPerAddress(
  server: Server,
  config: AppConfig,
  log: FastifyBaseLogger,
): void {
  const max = config.httpConnectionsPerAddress;
  const exempt = trustedPeer(config.trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const key = throttleAddress(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      log.warn({ address: key, max }, 'connection refused: too many open from one address');
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
