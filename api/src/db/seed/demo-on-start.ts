import type { FastifyInstance } from 'fastify';
import { DEMO_LOGINS, seedDemoIfEmpty, type DemoSeedResult } from './seed-demo.js';

/** Seeds the demo into an empty database through the app's own password hashing and image store. */
export function seedDemo(app: FastifyInstance): Promise<DemoSeedResult> {
  return seedDemoIfEmpty(app.db, {
    hashPassword: (password) => app.passwords.hash(password),
    encodeImage: (image) => app.images.encode(image),
    putImages: (tx, images) => app.images.put(tx, images),
  });
}

/** Called by server.ts when SEED_DEMO is on: seeds an empty database and prints the demo logins. */
export async function seedDemoOnStart(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  const result = await seedDemo(app);
  if (result.seeded) {
    app.log.info({ ...result, ms: Date.now() - started }, 'demo data seeded');
    console.log(
      `Demo data seeded: ${result.talents} talents, ${result.companies} companies, ${result.hires} hire requests.`,
    );
  }
  console.log('Demo logins:');
  for (const login of DEMO_LOGINS)
    console.log(`  ${login.role.padEnd(9)} ${login.email} / ${login.password}`);
}
