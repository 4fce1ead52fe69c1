// A minimal load balancer for tests: each incoming request goes to the next target in turn
// (no stickiness), with its headers and body, and the answer comes back as it is.
import http from 'node:http';

export interface Proxy {
  url: string;
  /** Target index each request went to, in order. */
  routed: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: readonly string[]): Promise<Proxy> {
  let next = 0;
  const routed: number[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    routed.push(index);
    const target = new URL(incoming.url ?? '/', targets[index]);
    const forward = http.request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
