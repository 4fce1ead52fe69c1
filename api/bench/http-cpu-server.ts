// Child process of bench/http-cpu.ts: the real API (as bench/api-server.ts) built from the app
// module APP_MODULE names (another worktree's src/app.ts: old and new code in one run), which
// reports its own CPU time and takes a CPU profile of a window on request.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import type { buildApp as BuildAppFn } from '../src/app.js';
import { benchAppConfig } from './bench-app-config.js';

type BuildApp = typeof BuildAppFn;

const port = Number(process.env.PORT);
const appModule = process.env.APP_MODULE
  ? pathToFileURL(process.env.APP_MODULE).href
  : '../src/app.js';
const { buildApp } = (await import(appModule)) as { buildApp: BuildApp };
// HTTP_CPU_LOG: the logger server.ts gives the API (same redaction), its lines to /dev/null.
const level = process.env.HTTP_CPU_LOG;
const app = await buildApp({
  config: benchAppConfig(port),
  ...(level
    ? {
        logger: {
          level,
          file: '/dev/null',
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        },
      }
    : {}),
});
if (process.env.HTTP_CPU_STUB_SEARCH === '1') {
  // Everything but the search: one real answer, then that answer for every search.
  const repo = (
    app as unknown as { usersRepository: { list: (input: unknown) => Promise<unknown> } }
  ).usersRepository;
  const answer = await repo.list({ search: 'react', page: 1, limit: 10 });
  repo.list = async () => answer;
}
await app.listen({ port, host: '127.0.0.1' });

let session: Session | undefined;

interface Message {
  stop?: boolean;
  cpu?: boolean;
  profileStart?: boolean;
  /** Where to write the profile taken since profileStart. */
  profileStop?: string;
}

process.on('message', async (message: Message) => {
  if (message.cpu) process.send?.({ cpu: process.cpuUsage() });
  if (message.profileStart) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    process.send?.({ profiling: true });
  }
  if (message.profileStop && session) {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(message.profileStop, JSON.stringify(profile));
    session.disconnect();
    session = undefined;
    process.send?.({ profiled: message.profileStop });
  }
  if (message.stop) {
    await app.close();
    process.exit(0);
  }
});
process.send?.({ ready: true });
