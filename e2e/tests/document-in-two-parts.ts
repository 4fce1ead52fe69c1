import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwoPartServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback proxy to the product that sends one page's HTML in two parts with a pause between
 * them, as a slow network or a busy parser would deliver it, so the browser gets the chance to
 * paint the half it has. Everything else is passed through (GET only: enough for a first visit).
 */
export async function serveInTwoParts(
  upstream: string,
  page: { path: string; splitAt: (html: string) => number; pauseMs: number },
): Promise<TwoPartServer> {
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
      response.write(html.slice(0, split));
      await new Promise((resolve) => setTimeout(resolve, page.pauseMs));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
