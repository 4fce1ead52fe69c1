// The build-time pre-render (issue 12): a Node bundle of the app that renders the first-visit
// pages to HTML once the browser build is written (see src/prerender/). Built by the same
// `webpack` run as the browser app, after it.
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { styledComponentsSwcPlugin } from '@peworld/shared-ui/federation/webpack-app';
import authRemoteFederation from '../auth-remote/module-federation.config';
import authRemotePackage from '../auth-remote/package.json';
import { routes as authRemoteRoutes } from '../auth-remote/routes';
import { resolveRouteDeclarations } from '@peworld/shared-ui/federation/build/resolve-routes';
import { PrerenderPagesPlugin } from './src/prerender/build/prerender-pages-plugin';
import { PRERENDERED_PAGES } from './src/prerender/prerendered-pages';

/**
 * 'authRemote/UserLoginPage' → the file auth-remote exposes under './UserLoginPage': the
 * remote's own federation contract, so the pre-render shows exactly what it would load.
 */
function remotePageAliases(): Record<string, string> {
  const remoteDir = path.resolve(__dirname, '..', 'auth-remote');
  const exposes = (authRemoteFederation.exposes ?? {}) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(exposes).map(([key, file]) => [
      `${authRemoteFederation.name}/${key.replace(/^\.\//, '')}$`,
      path.resolve(remoteDir, file),
    ]),
  );
}

export function createPrerenderConfig(options: {
  clientName: string;
  distDir: string;
  appName: string;
  appVersion: string;
  isProduction: boolean;
}): Configuration {
  const { isProduction } = options;
  // The version the local auth-remote build stamps (RELEASE_VERSION only applies to releases).
  const authRemoteName = authRemoteFederation.name ?? 'authRemote';
  const remoteVersions = { [authRemoteName]: authRemotePackage.version };
  // The routes that build declares, as its mf-manifest.json carries them: the pre-render's
  // route table (the browser reads the same from /remotes.json before it hydrates a remote page).
  const remoteRoutes = {
    [authRemoteName]: resolveRouteDeclarations(authRemoteName, authRemoteRoutes, {
      exposes: (authRemoteFederation.exposes ?? {}) as Record<string, unknown>,
      appDir: path.resolve(__dirname, '..', 'auth-remote'),
    }),
  };
  return {
    name: 'prerender',
    dependencies: [options.clientName],
    mode: isProduction ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    entry: { 'render-page': './src/prerender/render-page.tsx' },
    devtool: false,
    output: {
      path: path.join(__dirname, 'node_modules', '.cache', 'prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Asset URLs as the browser build writes them.
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...remotePageAliases(), 'swiper/css': false },
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
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: !isProduction } },
                // The same styled-components ids as the browser build: hydration needs
                // equal class names.
                experimental: { plugins: [styledComponentsSwcPlugin(isProduction)] },
              },
            },
          },
        },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      // No federation runtime in Node: remote pages come straight from their exposed files.
      new webpack.NormalModuleReplacementPlugin(
        /(^|\/)load-remote-page$/,
        path.join(__dirname, 'src', 'prerender', 'load-remote-page.server.ts'),
      ),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(options.appName),
        __APP_VERSION__: JSON.stringify(options.appVersion),
        __PRERENDER_REMOTE_VERSIONS__: JSON.stringify(remoteVersions),
        __PRERENDER_REMOTE_ROUTES__: JSON.stringify(remoteRoutes),
      }),
      new PrerenderPagesPlugin({
        distDir: options.distDir,
        pages: PRERENDERED_PAGES,
        remoteVersions,
      }),
    ],
    optimization: { minimize: false, moduleIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
