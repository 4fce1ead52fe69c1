import webpack from 'webpack';

/**
 * Where a module's code comes from: an npm package, '@peworld/shared-ui', 'federation runtime',
 * or null for the app's own code.
 */
function packageOf(resource: string | null | undefined): string | null {
  if (!resource) return null;
  // The curated router entry lives in shared-ui but is React Router's code.
  if (/[\\/]federation[\\/]react-router-dom\.mjs$/.test(resource)) return 'react-router';
  if (/[\\/]@module-federation[\\/]|[\\/]\.federation[\\/]/.test(resource))
    return 'federation runtime';
  const inNodeModules = resource.split(/[\\/]node_modules[\\/]/).pop();
  if (inNodeModules && inNodeModules !== resource) {
    const parts = inNodeModules.split(/[\\/]/);
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
  }
  return /[\\/]shared-ui[\\/]/.test(resource) ? '@peworld/shared-ui' : null;
}

/**
 * bundle-report.json: for each emitted script, the package most of its code comes from
 * (or "app"). scripts/size.mjs uses it to tell shared libraries from the app's own code.
 */
export class BundleReportPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BundleReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleReportPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files: Record<string, { origin: string }> = {};
          for (const chunk of compilation.chunks) {
            const bytes = new Map<string, number>();
            const count = (module: webpack.Module) => {
              const inner = (module as { modules?: webpack.Module[] }).modules;
              if (inner) return inner.forEach(count);
              const origin = packageOf(module.nameForCondition()) ?? 'app';
              bytes.set(origin, (bytes.get(origin) ?? 0) + module.size());
            };
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
              count(module);
            const origin = [...bytes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'runtime';
            for (const file of chunk.files) if (file.endsWith('.js')) files[file] = { origin };
          }
          compilation.emitAsset(
            'bundle-report.json',
            new webpack.sources.RawSource(JSON.stringify({ files }, null, 2)),
          );
        },
      );
    });
  }
}
