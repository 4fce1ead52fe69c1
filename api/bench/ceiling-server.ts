// Child process of the benchmark: the ceiling. A raw node:http server that answers each
// scenario's path with the exact bytes the API answered for it (same size, same headers
// that matter), so "API req/s ÷ ceiling req/s" shows what the framework, the database and our
// code cost on this machine. POSTs to a path listed in ARGON2_PATHS first verify an argon2id
// hash, the unavoidable work of a login, so the login is judged against its own ceiling.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { verify } from '@node-rs/argon2';

interface Canned {
  status: number;
  contentType: string;
  body: string;
}

const port = Number(process.env.PORT);
const canned = JSON.parse(readFileSync(process.env.CANNED_FILE!, 'utf8')) as Record<string, Canned>;
const argon2Paths = new Set((process.env.ARGON2_PATHS ?? '').split(',').filter(Boolean));
const passwordHash = process.env.PASSWORD_HASH ?? '';
const password = process.env.PASSWORD ?? '';

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    // Rotating scenarios: every path of the rotation gets the first path's (same-size) answer.
    const answer =
      canned[`${request.method} ${request.url}`] ??
      canned[`${request.method} ${(request.url ?? '').split('?')[0]}?*`];
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    if (argon2Paths.has(request.url ?? '')) await verify(passwordHash, password);
    response.writeHead(answer.status, {
      'content-type': answer.contentType,
      'content-length': Buffer.byteLength(answer.body),
    });
    response.end(answer.body);
  });
});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('message', (message: { stop?: boolean }) => {
  if (message.stop) server.close(() => process.exit(0));
});
// Started in a session of its own (bench/server-priority.ts), so no Ctrl-C reaches it: it goes
// when the bench does.
process.on('disconnect', () => process.exit(0));
