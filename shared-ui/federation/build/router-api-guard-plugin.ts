import { readFileSync } from 'node:fs';
import webpack from 'webpack';
import { ROUTER_ENTRY } from '../shared.cjs';

/** Names exported by the curated router entry (react-router-dom.mjs). */
function curatedRouterApi(): Set<string> {
  const source = readFileSync(ROUTER_ENTRY, 'utf8');
  const list = source.match(/export\s*\{([^}]*)\}/)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * Fails the build when code imports something from 'react-router-dom' that the shared,
 * curated entry does not export: at run time it would silently be undefined.
 */
export class RouterApiGuardPlugin {
  apply(compiler: webpack.Compiler) {
    const allowed = curatedRouterApi();
    compiler.hooks.thisCompilation.tap('RouterApiGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterApiGuardPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const { request, ids } = dependency as { request?: string; ids?: string[] };
            const name = ids?.[0];
            if (request !== 'react-router-dom' || !name || allowed.has(name)) continue;
            const where = module.readableIdentifier(compilation.requestShortener);
            compilation.errors.push(
              new webpack.WebpackError(
                `${where} imports "${name}" from 'react-router-dom', which the platform does not share. ` +
                  `Add it to shared-ui/federation/react-router-dom.mjs (one router for every app) or use another API.`,
              ),
            );
          }
        }
      });
    });
  }
}
