// The webpack settings every frontend shares (loaders, output naming, html, dev server), so the
// four `webpack.config.ts` files only state what differs: their federation contract, port and
// whether they are the host. Loaded by webpack-cli through tsx (see docs/decisions/020).
import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
// Spec §9: a lazy chunk that has not arrived after this long counts as failed.
import { CHUNK_TIMEOUT_MS } from '../src/config/constants';
import { BundleReportPlugin } from './build/bundle-report-plugin';
import { renderIndexHtml } from './build/index-html';
import { PrecompressPlugin } from './build/precompress-plugin';
import { progressPlugin } from './build/progress-plugin';
import { resolveRouteDeclarations } from './build/resolve-routes';
import type { RouteDeclaration } from './remote-routes';
import { RouterApiGuardPlugin } from './build/router-api-guard-plugin';
import { ShellDeployPlugin } from './build/shell-deploy-plugin';
import { StartAfterPaintPlugin } from './build/start-after-paint';
import { fontFiles, fontHead, SelfHostedFontsPlugin } from './build/self-hosted-fonts';

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
  /** A remote's routes (its routes.ts): written into its mf-manifest.json as metaData.routes. */
  routes?: readonly RouteDeclaration[];
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

/**
 * Content-hashed entry file names. The federation runtime module asks for this template while
 * the chunk's hash is still being computed (it only needs the folder depth), and webpack
 * throws on [contenthash] there; answering with the bare name in that one case is harmless.
 */
const entryFilename = (pathData: { chunk?: { contentHash?: Record<string, string> } }) =>
  pathData.chunk?.contentHash?.javascript === undefined
    ? '[name].js'
    : '[name].[contenthash:10].js';

const SHARED_REFRESH_RUNTIME = require.resolve('./build/shared-refresh-runtime.cjs');

/** Every app on the page uses one React Refresh runtime (see shared-refresh-runtime.cjs). */
function sharedRefreshRuntime() {
  return new webpack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, (resource) => {
    if (resource.contextInfo?.issuer !== SHARED_REFRESH_RUNTIME) {
      resource.request = SHARED_REFRESH_RUNTIME;
    }
  });
}

/**
 * The apps' message catalogs (`src/messages/id.json`, `en.json`), parsed to ICU ASTs at build
 * time (see build/messages-ast-loader.mjs). The pre-render build uses the same rule.
 */
export function messageCatalogRule(): webpack.RuleSetRule {
  return {
    test: /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/,
    type: 'json',
    use: path.join(__dirname, 'build', 'messages-ast-loader.mjs'),
  };
}

/**
 * Catalogs arrive parsed, so the ICU parser (most of react-intl's weight) is never needed in
 * the browser: every import of it becomes its `no-parser` entry, which keeps the types and
 * helpers and throws if something still asks to parse.
 */
export function withoutIcuParser(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(
    /^@formatjs\/icu-messageformat-parser$/,
    (resource: { request: string }) => {
      resource.request = '@formatjs/icu-messageformat-parser/no-parser.js';
    },
  );
}

/** Options for the code transform that the pre-render build reuses. */
export function styledComponentsSwcPlugin(
  isProduction: boolean,
): [string, Record<string, unknown>] {
  return [
    require.resolve('@swc/plugin-styled-components', { paths: [__dirname] }),
    { displayName: !isProduction, ssr: true, fileName: !isProduction, pure: true },
  ];
}

export function createAppConfig(options: AppBuildOptions, argv: WebpackArgv = {}): Configuration {
  const { appDir, federation, role, version, devPort, title } = options;
  const isProduction = argv.mode !== 'development';
  const name = federation.name;
  if (!name) throw new Error('federation.name is required');
  const hashed = isProduction ? '[name].[contenthash:10]' : '[name]';
  const pagePublicPath = role === 'host' || !isProduction ? '/' : 'auto';
  const fonts = fontFiles();
  // Checked before anything is compiled: a bad declaration fails the build, not the product.
  const routes = options.routes
    ? resolveRouteDeclarations(name, options.routes, {
        exposes: (federation.exposes ?? {}) as Record<string, unknown>,
        appDir,
      })
    : null;
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
      // The routes travel in the manifest the shell already reads through /remotes.json.
      ...(routes
        ? {
            manifest: {
              additionalData: ({ stats }) => {
                (stats.metaData as typeof stats.metaData & { routes?: unknown }).routes = routes;
                return stats;
              },
            },
          }
        : {}),
    }),
    new HtmlWebpackPlugin({
      // A function, not a template file: a template is compiled by a child compiler, which
      // inherits the federation plugins and emits a stray copy of the shared modules.
      templateContent: () =>
        renderIndexHtml({
          title,
          appName: name,
          version,
          // A remote's own page is only its dev harness; relative URLs keep it relocatable.
          head: fontHead(fonts, pagePublicPath === 'auto' ? '' : pagePublicPath),
        }),
      // A remote's page is its standalone dev harness: it needs its app, not its remoteEntry.
      chunks: ['main'],
      // Deep links (/home/profile-comp/7) must still find the scripts at the server root.
      publicPath: pagePublicPath,
      scriptLoading: 'defer',
    }),
    new SelfHostedFontsPlugin(fonts),
    withoutIcuParser(),
    new webpack.DefinePlugin({
      __APP_NAME__: JSON.stringify(name),
      __APP_VERSION__: JSON.stringify(version),
    }),
  ];
  // The host's pages (pre-rendered first-visit pages among them) paint before its entry loads.
  if (role === 'host') plugins.push(new StartAfterPaintPlugin());
  plugins.push(new RouterApiGuardPlugin(), new BundleReportPlugin());
  if (isProduction) plugins.push(new PrecompressPlugin());
  // React Fast Refresh: an edited component is swapped in place, its state kept. The dev
  // server's overlay already shows build errors; the plugin's own would need sockjs.
  else {
    plugins.push(
      new ReactRefreshWebpackPlugin({
        overlay: false,
        include: /\.tsx?$/,
        exclude: /node_modules/,
      }),
      sharedRefreshRuntime(),
    );
  }
  // The host is rebuilt while the product runs: keep the chunks open tabs use, swap the page last.
  if (isProduction && role === 'host') plugins.push(new ShellDeployPlugin());
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
    // No eval() in dev either: a remote's dev server previewed inside a running product runs
    // under the product's Content-Security-Policy, which has no 'unsafe-eval'.
    devtool: isProduction ? false : 'cheap-module-source-map',
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
                // Stable styled-components ids (file hash + position) instead of a global
                // counter: the pre-rendered pages' class names must equal the browser's, and
                // a remote chunk evaluated in a different order must not shift them.
                experimental: { plugins: [styledComponentsSwcPlugin(isProduction)] },
                transform: {
                  react: {
                    runtime: 'automatic',
                    // The production JSX runtime in dev too: a remote's dev server previewed
                    // inside a running product gets that product's production React, whose
                    // jsx-dev-runtime has no dev internals (`dispatcher.getOwner`).
                    development: false,
                    refresh: !isProduction,
                  },
                },
              },
            },
          },
        },
        messageCatalogRule(),
        // webpack's own CSS support: emits .css files next to the chunk that needs them. Its
        // hot update re-fetches CSS chunk files the dev server never wrote (a ChunkLoadError that
        // aborts every update of the shell), so dev builds inject styles from JS instead.
        isProduction
          ? { test: /\.css$/, type: 'css/auto' }
          : { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins,
    experiments: { css: isProduction },
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
