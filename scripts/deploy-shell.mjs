#!/usr/bin/env node
// `npm run deploy:shell`: a new production build of the shell, in place, while the product runs
// (see docs/deploy.md, "Deploying a new shell"). The running API serves shell files per request,
// so the new build is live as soon as its index.html is written (last, in one rename); the
// previous builds' chunks stay for tabs opened before (shared-ui/federation/build/
// shell-deploy-plugin.ts). No restart. RELEASE_VERSION names the build (default package.json).
import { buildFrontend, buildStamp, withBuildLock, writeBuildStamp } from './lib/build.mjs';

const started = Date.now();
await withBuildLock(
  async () => {
    const stamp = buildStamp('shell');
    try {
      await buildFrontend('shell');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    writeBuildStamp('shell', stamp);
  },
  { onWait: (pid) => console.log(`Waiting for another build to finish (process ${pid})…`) },
);
console.log(
  `Shell deployed in ${((Date.now() - started) / 1000).toFixed(0)} s: new page loads get it now; open tabs keep working.`,
);
