import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { DefinePlugin, type Configuration } from 'webpack';
import 'webpack-dev-server';
import { sharedFor, sharedSurfaces } from './federation';
import { textsDeclaration } from './texts-declaration';
import {
  federationRuntimeAliases,
  federationRuntimeDeclaration,
  federationRuntimeOptions,
  federationRuntimePlugins,
} from './federation-runtime';
import { NoDevelopmentBuildsPlugin } from './no-development-builds';
import { SERVER_BUILD_DIR, serverWebpackConfig } from './server-webpack';
import { SharedSurfacePlugin } from './shared-surface';
import { catalogRule } from './catalog-loader';
import { fontRule } from './font-rule';
import { typeScriptRule } from './typescript-rule';
import { apps, devPortOffset, devPortsAt, type AppName } from '../src/apps';
import { areas, SCRIPT_LOAD_TIMEOUT_MS } from '../src/areas';
import type { RemotesManifest } from '../src/contracts/remotes-manifest';

export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

interface AppBuild {
  /** The app's folder (where its package.json is). */
  dir: string;
  federation: FederationOptions;
  /** Port of the app's own dev server. */
  devPort: number;
  /** The shell is served at the site root; a remote resolves its chunks from its entry's URL. */
  role: 'host' | 'remote';
  title: string;
}

/** The page every app's build writes (`{{title}}` is the app's title). */
const pageTemplate = readFileSync(path.join(__dirname, 'index.html'), 'utf8');

/** Dev-server ports of the apps and the API, as `npm run dev` runs them (README, "Ports"), moved by DEV_PORT_OFFSET. */
export const devPorts: Record<AppName | 'api', number> = devPortsAt(devPortOffset(process.env.DEV_PORT_OFFSET));

// react-router's package.json points every condition at its development build (dev warnings on);
// its production build sits beside it, file for file.
const routerDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const productionRouterAliases = {
  'react-router$': path.join(routerDist, 'index.mjs'),
  'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
};

function devReleaseManifest(): RemotesManifest {
  return Object.fromEntries(
    areas.map((area) => [
      area,
      {
        name: apps[area].container,
        version: 'dev',
        entry: `http://localhost:${devPorts[area]}/${apps[area].entryFile}`,
        previous: null,
      },
    ]),
  );
}

/**
 * An app's builds: in production the browser build and its server build (server-webpack.ts),
 * released together; under `npm run dev`, the browser build alone (pages render in the browser).
 */
export function createWebpackConfigs(app: AppBuild) {
  const browser = createWebpackConfig(app);
  return (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
    if (argv.mode === 'development') return browser(env, argv);
    return [browser(env, argv), serverWebpackConfig({ ...app, routerAliases: productionRouterAliases }, true)];
  };
}

export function createWebpackConfig(app: AppBuild) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    const surfaces = new SharedSurfacePlugin(sharedSurfaces);
    // A production area is only its container (remoteEntry.js): its standalone page runs under
    // `npm run dev` alone (it needs a runtime of its own), and as an entry it made webpack split
    // the modules a page shares with it into chunks of their own, one request more per page.
    const standaloneEntry = !(app.role === 'remote' && production);
    return {
      mode: production ? 'production' : 'development',
      entry: standaloneEntry ? path.join(app.dir, 'src/index.ts') : {},
      context: app.dir,
      // Maps are built for operators (kept in the release store) but never linked from the files nor served.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: app.role === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:12].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        chunkLoadTimeout: SCRIPT_LOAD_TIMEOUT_MS,
        uniqueName: String(app.federation.name),
        // The server build beside it (server-webpack.ts) is another compiler's output.
        clean: { keep: (asset: string) => asset.startsWith(SERVER_BUILD_DIR) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...(production ? productionRouterAliases : {}),
          ...federationRuntimeAliases(app.role, production),
        },
      },
      module: {
        rules: [
          typeScriptRule(path.join(app.dir, 'tsconfig.json')),
          catalogRule(),
          fontRule('browser'),
          {
            // TypeBox declares no `sideEffects`, so the one schema the shell builds with it (the
            // /remotes.json contract) would bring its whole type system, ≈15 KB gzip. Its modules
            // only define functions and their own state, so webpack may drop those nothing uses.
            test: /[\\/]node_modules[\\/]typebox[\\/]/,
            sideEffects: false,
          },
          {
            test: /\.(png|jpe?g|svg|webp)$/,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        // A label an operator (or the release tests) can build into a release to tell it apart on
        // the page; empty by default, and then nothing shows. Part of the build's input hash.
        new DefinePlugin({ 'process.env.RELEASE_MARKER': JSON.stringify(process.env.RELEASE_MARKER ?? '') }),
        new ModuleFederationPlugin({
          dts: false,
          shareStrategy: 'loaded-first',
          shared: sharedFor(app.role, production),
          ...federationRuntimeOptions(app.role),
          // What the release gate reads of this build beside its shared modules (deploy/src/verify).
          manifest: {
            additionalData: ({ stats }) => {
              const federationRuntime = federationRuntimeDeclaration(app.role, production, stats.metaData.pluginVersion);
              const texts = textsDeclaration(app.dir);
              return {
                ...stats,
                metaData: Object.assign(
                  {},
                  stats.metaData,
                  { federationRuntime, sharedSurfaces: surfaces.declaration },
                  texts && { texts },
                ),
              };
            },
          },
          ...app.federation,
        }),
        surfaces,
        ...federationRuntimePlugins(app.role, production),
        // The app's own page: the shell's, or an area's standalone page under `npm run dev`.
        ...(standaloneEntry
          ? [
              new HtmlWebpackPlugin({
                title: app.title,
                // Absolute script URLs, so a deep link (/admin/UserManagement) on an app's own dev page
                // still finds its scripts; a remote's chunks keep resolving from wherever its entry is.
                publicPath: '/',
                // Filled in here rather than compiled as a template: a template is built by a child
                // compilation that runs the federation plugin too, and wrote a stray copy of the shared
                // router surface that clashed with the real one under `npm run dev`.
                templateContent: pageTemplate.replace('{{title}}', app.title),
              }),
            ]
          : []),
        ...(production ? [new NoDevelopmentBuildsPlugin()] : []),
      ],
      // Readable chunk names (`node_modules_react_index_js.<hash>.js`) cost a few bytes and let
      // operators and the browser tests see which shared library a file is.
      optimization: {
        // The shell's start-up libraries (its eager singletons) in a file of their own beside its
        // entry, both named in the page: fetched side by side, and kept in the browser's cache
        // across shell releases that change only the shell's own code.
        ...(app.role === 'host' ? { splitChunks: { chunks: 'all' as const } } : {}),
        chunkIds: 'named',
        moduleIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      // The full module list drowns a release's log; problems and the summary line are what matter.
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: app.devPort,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? devPorts.api}` }],
        // In development the shell's release manifest points at each area's own dev server.
        setupMiddlewares: (middlewares, devServer) => {
          if (app.role === 'host') {
            devServer.app?.get('/remotes.json', (_request, response) => {
              response.json(devReleaseManifest());
            });
          }
          return middlewares;
        },
      },
    };
  };
}
