import path from 'node:path';
import { DefinePlugin, optimize, type Configuration } from 'webpack';
import { sharedSingletons } from './federation';
import { NoDevelopmentBuildsPlugin } from './no-development-builds';
import { catalogRule } from './catalog-loader';
import { fontRule } from './font-rule';
import { typeScriptRule } from './typescript-rule';
import type { FederationOptions } from './webpack';
import { SERVER_BUILD_DIR, SERVER_BUILD_FILE } from '../src/contracts/server-build';

export { SERVER_BUILD_DIR, SERVER_BUILD_FILE } from '../src/contracts/server-build';

interface ServerBuild {
  dir: string;
  federation: FederationOptions;
  role: 'host' | 'remote';
  /** react-router's production build, as the browser build aliases it. */
  routerAliases: Record<string, string>;
}

/**
 * The same source built for the web server's renderer (docs/decisions/0020): one CommonJS file.
 * The shell's bundles React, the router, styled-components and @ceylon/shared and hands them out
 * (its `shared` export); an area's leaves exactly the modules federation shares in the browser to
 * the shell (`require` of a share key), so on the server, too, one shell version's copies serve
 * every area on a page, and the area's own code is the code the browser runs. An area's file
 * exports its exposed modules under their exposed names (`pages['./Home']`).
 */
export function serverWebpackConfig(app: ServerBuild, production: boolean): Configuration {
  return {
    name: `${String(app.federation.name)}-server`,
    mode: production ? 'production' : 'development',
    target: 'node24',
    context: app.dir,
    entry: app.role === 'host' ? path.join(app.dir, 'src/server.tsx') : exposedModulesEntry(app),
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', SERVER_BUILD_DIR),
      filename: SERVER_BUILD_FILE,
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: app.role === 'host' ? {} : Object.fromEntries(Object.keys(sharedSingletons).map((name) => [name, `commonjs ${name}`])),
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: production ? app.routerAliases : {} },
    module: {
      rules: [typeScriptRule(path.join(app.dir, 'tsconfig.json')), catalogRule(), fontRule('server')],
    },
    plugins: [
      new DefinePlugin({ 'process.env.RELEASE_MARKER': JSON.stringify(process.env.RELEASE_MARKER ?? '') }),
      // One file: the renderer evaluates it whole, with no chunk loading of its own.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(production ? [new NoDevelopmentBuildsPlugin()] : []),
    ],
    // Kept readable: a server-side stack trace names the area's own functions.
    optimization: { minimize: false, moduleIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** An area's server entry: its exposed modules, by their exposed names, as a module of its own. */
function exposedModulesEntry(app: ServerBuild): string {
  const exposes = (app.federation.exposes ?? {}) as Record<string, string>;
  const names = Object.keys(exposes);
  const imports = names.map((name, index) => `import * as page${index} from ${JSON.stringify(path.resolve(app.dir, exposes[name]!))};`);
  const pages = names.map((name, index) => `${JSON.stringify(name)}: page${index}`);
  return `data:text/javascript,${encodeURIComponent(`${imports.join('\n')}\nexport const pages = { ${pages.join(', ')} };\n`)}`;
}
