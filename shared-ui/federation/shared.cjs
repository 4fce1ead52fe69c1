// The one list of Module Federation shared singletons, used by the shell and every remote.
// Each entry's requiredVersion comes from the building app's own package.json, so a remote
// built later against a newer minor still negotiates with the host instead of crashing
// (no strictVersion, no eager: see docs/conventions.md rule 4).
const path = require('node:path');
const sharedUiPackage = require('../package.json');

/** The curated routing API shared as 'react-router-dom' (see react-router-dom.mjs). */
const ROUTER_ENTRY = path.join(__dirname, 'react-router-dom.mjs');

/**
 * Share key → the package whose declared range it uses. Deep entries (jsx runtimes,
 * react-dom/client) must be listed: webpack shares only the exact request, and a second
 * copy of any of them means a second React.
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  zustand: 'zustand',
  'styled-components': 'styled-components',
};

/**
 * Singletons that apps reach through shared-ui (its query hooks): an app need not list them,
 * and then the range shared-ui depends on is used. One copy of TanStack Query means one
 * React context, so every remote's hooks find the shell's QueryClientProvider.
 */
const VIA_SHARED_UI = {
  '@tanstack/react-query': '@tanstack/react-query',
};

/**
 * @param {{ name: string, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} appPackage
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string, import?: string }>}
 */
function createShared(appPackage) {
  const declared = { ...appPackage.devDependencies, ...appPackage.dependencies };
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string, import?: string }>} */
  const shared = {};
  for (const [shareKey, packageName] of Object.entries(SINGLETONS)) {
    const range = declared[packageName];
    if (!range)
      throw new Error(
        `${appPackage.name} must list ${packageName} in its dependencies to share "${shareKey}"`,
      );
    shared[shareKey] = { singleton: true, requiredVersion: range };
  }
  const sharedUiDeclared = { ...sharedUiPackage.dependencies };
  for (const [shareKey, packageName] of Object.entries(VIA_SHARED_UI)) {
    const range = declared[packageName] ?? sharedUiDeclared[packageName];
    if (!range) throw new Error(`@peworld/shared-ui must list ${packageName} in its dependencies`);
    shared[shareKey] = { singleton: true, requiredVersion: range };
  }
  // Provided and used as fallback: the curated entry, under the real package's version.
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: ROUTER_ENTRY,
    version: require('react-router-dom/package.json').version,
  };
  // The session store and theme live here: one instance only if the package itself is shared.
  // Apps depend on it as "*" (workspace), so the range comes from shared-ui's own version.
  shared['@peworld/shared-ui'] = {
    singleton: true,
    requiredVersion: `^${sharedUiPackage.version}`,
    version: sharedUiPackage.version,
  };
  return shared;
}

module.exports = { createShared, SINGLETONS, VIA_SHARED_UI, ROUTER_ENTRY };
