// Optional: when FRONTENDS_DIR is set, serve the built frontends from it on the API's port
// (`npm start` = one port): the shell with SPA fallback, every remote build under
// /remotes/<folder>/<version>/ and /remotes.json (see src/frontends/serve-frontends.ts).
// Which remote builds a visitor gets comes from `fastify.remotePointers`, an app plugin loaded
// after this one: it is looked up per request, when every plugin is loaded.
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import serveFrontends from '../../frontends/serve-frontends.js';

/** Container name → manifest URL of each assignment. */
const asManifest = (assignments: ReadonlyArray<{ name: string; manifestUrl: string }>) =>
  Object.fromEntries(assignments.map((entry) => [entry.name, entry.manifestUrl]));

export default fp(
  async (fastify) => {
    const root = fastify.config.frontendsDir;
    if (!root) return;
    if (!existsSync(root)) throw new Error(`FRONTENDS_DIR does not exist: ${root}`);
    await fastify.register(serveFrontends, {
      frontendsDir: root,
      remoteUrls: fastify.config.remoteUrls,
      remotes: {
        forVisitor: async (request, reply, options) =>
          asManifest(await fastify.remotePointers.forVisitor(request, reply, options)),
        openPreviewLink: (request, reply) => fastify.remotePointers.openPreviewLink(request, reply),
      },
    });
    fastify.addHook('onReady', async () => {
      if (!fastify.hasDecorator('remotePointers'))
        throw new Error('serving the frontends needs the remote-pointers plugin');
    });
  },
  { name: 'frontends', dependencies: ['env'] },
);
