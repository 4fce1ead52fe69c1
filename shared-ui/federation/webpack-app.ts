// The webpack settings every frontend shares (loaders, output naming, html, dev server), so the
// four `webpack.config.ts` files only state what differs: their federation contract, port and
// whether they are the host. Loaded by webpack-cli through tsx (see docs/decisions/001).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ROUTER_ENTRY } from './shared.cjs';

/** Spec §9: a lazy chunk that has not arrived after this long counts as failed. */
const CHUNK_TIMEOUT_MS = 120000;
const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export interface AppBuildOptions {
  /** The app folder (`__dirname` of its webpack.config.ts). */
  appDir: string;
  /** name, exposes and shared from the app's module-federation.config.ts. */
  federation: moduleFederationPlugin.ModuleFederationPluginOptions;
  /** The host serves deep links, so its public path is '/'; remotes are relocatable ('auto'). */
  role: 'host' | 'remote';
  version: string;
  devPort: number;
  /** Extra dev-server settings (the shell's /api proxy and dev /remotes.json). */
  devServer?: DevServerConfiguration;
  /** Page title of the app's own index.html. */
  title: string;
}

export interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

/** A release may be built under another version than package.json says (RELEASE_VERSION). */
export function resolveAppVersion(
  packageVersion: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const version = env.RELEASE_VERSION?.trim() || packageVersion;
  if (!VERSION_PATTERN.test(version)) {
    throw new Error(
      `"${version}" is not a release version (expected x.y.z): it becomes part of a URL`,
    );
  }
  return version;
}

function progressPlugin(appName: string): webpack.ProgressPlugin {
  let lastStep = -1;
  // One short line per 10 %: readable when several builds share a terminal (scripts/start.mjs).
  return new webpack.ProgressPlugin((percentage, message) => {
    const step = Math.floor(percentage * 10);
    if (step === lastStep) return;
    lastStep = step;
    console.log(`[${appName}] ${String(Math.round(percentage * 100)).padStart(3)}% ${message}`);
  });
}

/**
 * Content-hashed entry file names. The federation runtime module asks for this template while
 * the chunk's hash is still being computed (it only needs the folder depth), and webpack
 * throws on [contenthash] there; answering with the bare name in that one case is harmless.
 */
const entryFilename = (pathData: { chunk?: { contentHash?: Record<string, string> } }) =>
  pathData.chunk?.contentHash?.javascript === undefined
    ? '[name].js'
    : '[name].[contenthash:10].js';

/**
 * Writes `.br` and `.gz` next to every script and stylesheet, so the server sends compressed
 * files without compressing on each request (@fastify/static `preCompressed`).
 */
class PrecompressPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|css|json|html)$/.test(name)) continue;
            const source = asset.buffer();
            if (source.length < 1024) continue;
            const info = { ...compilation.assetsInfo.get(name), compressed: true };
            const brotli = zlib.brotliCompressSync(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli), info);
            compilation.emitAsset(
              `${name}.gz`,
              new webpack.sources.RawSource(zlib.gzipSync(source, { level: 9 })),
              info,
            );
          }
        },
      );
    });
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** index.html with the app's title, name and version filled in. */
function renderIndexHtml(values: { title: string; appName: string; version: string }): string {
  const template = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
  return template.replace(/\{\{(title|appName|version)\}\}/g, (_match, key: keyof typeof values) =>
    escapeHtml(values[key]),
  );
}

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
class RouterApiGuardPlugin {
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

/** The npm package (or '@peworld/shared-ui', or null for the app's own code) of a module. */
function packageOf(resource: string | null | undefined): string | null {
  if (!resource) return null;
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
class BundleReportPlugin {
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

export function createAppConfig(options: AppBuildOptions, argv: WebpackArgv = {}): Configuration {
  const { appDir, federation, role, version, devPort, title } = options;
  const isProduction = argv.mode !== 'development';
  const name = federation.name;
  if (!name) throw new Error('federation.name is required');
  const hashed = isProduction ? '[name].[contenthash:10]' : '[name]';
  // mf-manifest.json reports this as buildVersion; the shell shows it on the mounted page.
  process.env.MF_BUILD_VERSION = version;

  const plugins: NonNullable<Configuration['plugins']> = [
    new ModuleFederationPlugin({
      ...federation,
      // Exposed page types are declared by hand in shell/src/federation/remotes.d.ts (the
      // contract); generating type archives would add a tsc run to every build.
      dts: false,
      // Use the React, router and store already running rather than the highest version on
      // offer: remotes deploy on their own, and a second copy of a singleton breaks hooks.
      shareStrategy: 'loaded-first',
      experiments: { optimization: { target: 'web' } },
    }),
    new HtmlWebpackPlugin({
      // A function, not a template file: a template is compiled by a child compiler, which
      // inherits the federation plugins and emits a stray copy of the shared modules.
      templateContent: () => renderIndexHtml({ title, appName: name, version }),
      // A remote's page is its standalone dev harness: it needs its app, not its remoteEntry.
      chunks: ['main'],
      // Deep links (/home/profile-comp/7) must still find the scripts at the server root.
      publicPath: role === 'host' || !isProduction ? '/' : 'auto',
      scriptLoading: 'defer',
    }),
    new webpack.DefinePlugin({
      __APP_NAME__: JSON.stringify(name),
      __APP_VERSION__: JSON.stringify(version),
    }),
  ];
  plugins.push(new RouterApiGuardPlugin(), new BundleReportPlugin());
  if (isProduction) plugins.push(new PrecompressPlugin());
  if (process.env.PEWORLD_BUILD_PROGRESS === '1') plugins.push(progressPlugin(name));

  const devServer: DevServerConfiguration = {
    port: devPort,
    host: process.env.DEV_HOST ?? '127.0.0.1',
    historyApiFallback: true,
    hot: true,
    allowedHosts: 'all',
    // The shell fetches remotes' manifests and entries from other ports.
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    ...options.devServer,
  };

  return {
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      filename: isProduction ? entryFilename : '[name].js',
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: role === 'host' ? '/' : 'auto',
      // Each remote version gets its own chunk-loading global: a swapped-in v2 must never
      // reuse chunks v1 already registered on the page.
      uniqueName: role === 'host' ? name : `${name}-${version}`,
      chunkLoadTimeout: CHUNK_TIMEOUT_MS,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !isProduction } },
              },
            },
          },
        },
        // webpack's own CSS support: emits .css files next to the chunk that needs them.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins,
    experiments: { css: true },
    optimization: {
      // Stable ids keep unchanged files byte-identical between builds (cache + swap proof).
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    devServer,
    stats: process.env.PEWORLD_BUILD_PROGRESS === '1' ? 'errors-warnings' : 'normal',
  };
}
