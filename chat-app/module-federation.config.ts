import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { createShared } from '@peworld/shared-ui/federation/shared.cjs';
import packageJson from './package.json';

// The contract with the shell (typed in shell/src/federation/remotes.d.ts): container name and the
// pages it exposes. Only files in src/exposed/ are ever exposed; everything else is private.
const federation: moduleFederationPlugin.ModuleFederationPluginOptions = {
  name: 'chatApp',
  filename: 'remoteEntry.js',
  exposes: {
    './ChatPage': './src/exposed/chat-page.tsx',
  },
  shared: createShared(packageJson),
};

export default federation;
