// Optional: when FRONTENDS_DIR is set, serve the built frontends from it on the API's port
// (`npm start` = one port): the shell with SPA fallback, every remote build under
// /remotes/<folder>/<version>/ and /remotes.json (see src/frontends/serve-frontends.ts).
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import serveFrontends from '../../frontends/serve-frontends.js';

export default fp(
  async (fastify) => {
    const root = fastify.config.frontendsDir;
    if (!root) return;
    if (!existsSync(root)) throw new Error(`FRONTENDS_DIR does not exist: ${root}`);
    await fastify.register(serveFrontends, {
      frontendsDir: root,
      dataDir: fastify.config.dataDir,
      remoteUrls: fastify.config.remoteUrls,
    });
  },
  { name: 'frontends', dependencies: ['env'] },
);
