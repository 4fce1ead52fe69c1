// Child process of the benchmark: the real API (same app as `npm start`) on 127.0.0.1:PORT,
// configured by the environment (DATABASE_URL or DATA_DIR) with rate limits raised.
import { buildApp } from '../src/app.js';
import { benchAppConfig } from './bench-app-config.js';

const port = Number(process.env.PORT);
const app = await buildApp({
  config: benchAppConfig(port),
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ ready: true, engine: app.db.engine });
process.on('message', async (message: { stop?: boolean }) => {
  if (message.stop) {
    await app.close();
    process.exit(0);
  }
});
// Started in a session of its own (bench/server-priority.ts), so no Ctrl-C reaches it: it goes
// when the bench does.
process.on('disconnect', () => process.exit(0));
