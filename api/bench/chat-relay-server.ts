// Child process of the chat load check: the baseline. A raw node:http server that holds the
// same event streams and relays each POSTed message to both participants' streams at once, in
// the same frame shape the API sends: no framework, no session lookup, no database, no NOTIFY.
// Measured in the same run with the same load, "API p99 ÷ relay p99" shows what our delivery
// path costs on this machine at that moment, whatever else the machine is doing.
import { createServer, type ServerResponse } from 'node:http';

interface Participant {
  id: number;
  token: string;
  conversationId: number;
  counterpart: number;
}

const port = Number(process.env.PORT);
const participants = JSON.parse(process.env.CHAT_PARTICIPANTS ?? '[]') as Participant[];
const byToken = new Map(participants.map((p) => [p.token, p]));
const streams = new Map<number, Set<ServerResponse>>();
let nextEventId = 1;
let nextMessageId = 1;

function accountOf(cookieHeader: string | undefined): Participant | undefined {
  const token = /peworld_session=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  return token ? byToken.get(token) : undefined;
}

function send(accountId: number, data: string) {
  const frame = `id: ${nextEventId++}\nevent: message\ndata: ${data}\n\n`;
  for (const stream of streams.get(accountId) ?? []) stream.write(frame);
}

const server = createServer((request, response) => {
  const account = accountOf(request.headers.cookie);
  if (!account) {
    response.writeHead(401).end();
    return;
  }
  if (request.method === 'GET' && request.url === '/api/events') {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
    });
    response.write('retry: 2000\n\n');
    let set = streams.get(account.id);
    if (!set) streams.set(account.id, (set = new Set()));
    const own = set;
    own.add(response);
    request.on('close', () => own.delete(response));
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { body } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { body: string };
    const message = {
      id: nextMessageId++,
      conversation_id: account.conversationId,
      sender_id: account.id,
      kind: 'text',
      body,
      created_at: new Date().toISOString(),
    };
    const data = JSON.stringify({ conversation_id: account.conversationId, message });
    send(account.counterpart, data);
    send(account.id, data);
    const answer = JSON.stringify({ status: 201, message: 'Message sent', data: message });
    response.writeHead(201, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(answer),
    });
    response.end(answer);
  });
});

process.on('message', (message: { stop?: boolean }) => {
  // Open event streams would keep close() waiting; the parent has dropped them already.
  if (message.stop) process.exit(0);
});

server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
