import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { createShared } from '@peworld/shared-ui/federation/shared.cjs';
import packageJson from './package.json';

// The host declares no remotes at build time: it reads /remotes.json at run time and
// registers them (src/federation/start-federation.ts), so a remote can be swapped without
// rebuilding the shell. It provides the shared singletons everyone else consumes.
const federation: moduleFederationPlugin.ModuleFederationPluginOptions = {
  name: 'shell',
  shared: createShared(packageJson),
  // Nothing loads the host as a remote; its mf-manifest.json says which versions of the shared
  // singletons the live shell provides, so the API can refuse a remote that needs others.
  manifest: true,
};

export default federation;
