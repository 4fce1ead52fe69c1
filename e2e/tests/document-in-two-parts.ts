import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwoPartServer {
  url: string;
  /** Resolves once the first part of the page has been written to the browser. */
  firstPartSent: Promise<void>;
  /** Sends the rest of the page: until then the browser holds a half-parsed document. */
  releaseRest(): void;
  close(): Promise<void>;
}

/**
 * A loopback proxy to the product that sends one page's HTML in two parts and holds the second
 * until the test releases it, as a slow network or a busy parser would deliver it, so the browser
 * gets the chance to paint the half it has. The hold is an event, not a pause: however slow the
 * machine, the test sees the page mid-load. Everything else is passed through (GET only: enough
 * for a first visit).
 */
export async function serveInTwoParts(
  upstream: string,
  page: { path: string; splitAt: (html: string) => number },
): Promise<TwoPartServer> {
  let firstPartWritten!: () => void;
  const firstPartSent = new Promise<void>((resolve) => (firstPartWritten = resolve));
  let releaseRest!: () => void;
  const restReleased = new Promise<void>((resolve) => (releaseRest = resolve));
  const server: Server = createServer(async (request, response) => {
    try {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
      if (request.url !== page.path) {
        response.writeHead(answer.status, { 'content-type': contentType });
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const split = page.splitAt(html);
      if (split <= 0) throw new Error(`${page.path}: no place to split it`);
      response.writeHead(answer.status, { 'content-type': contentType });
      response.write(html.slice(0, split), () => firstPartWritten());
      await restReleased;
      response.end(html.slice(split));
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    firstPartSent,
    releaseRest,
    close: () => {
      // A test that failed before releasing must not leave the browser's request hanging.
      releaseRest();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
