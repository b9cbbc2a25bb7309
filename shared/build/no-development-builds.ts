import path from 'node:path';
import { WebpackError, type Compilation, type Compiler, type Module } from 'webpack';

const pluginName = 'NoDevelopmentBuildsPlugin';

/**
 * Files that are a package's development build: slower, larger and chattier than its production
 * build, and never meant for visitors.
 */
export const developmentBuilds: readonly RegExp[] = [
  // A package that ships whole builds side by side, e.g. react-router's dist/development.
  /[\\/]node_modules[\\/](?:.+[\\/])?development[\\/]/,
  // React, react-dom, scheduler: cjs/*.development.js beside cjs/*.production.js.
  /\.development\.[cm]?js$/,
  // styled-components' unminified browser build (dist/styled-components.min.js is the production one).
  /[\\/]styled-components[\\/]dist[\\/]styled-components\.js$/,
];

/**
 * Fails a production build when a development build of anything is in its output, naming the
 * file and the chunk, so none can reach a release. Checked after the output is sealed: a file only
 * reached through a branch webpack drops (`if (process.env.NODE_ENV !== 'production')`) is fine.
 */
export class NoDevelopmentBuildsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.afterSeal.tap(pluginName, () => {
        for (const [file, chunk] of developmentFilesIn(compilation)) {
          const error = new WebpackError(
            `${path.relative(compiler.context, file)} is a development build, in the chunk "${chunk}": production output must use the package's production build (alias it in shared/build/webpack.ts)`,
          );
          error.name = 'DevelopmentBuildError';
          compilation.errors.push(error);
        }
      });
    });
  }
}

/** Each development file in the output, once, with the first chunk that holds it. */
function developmentFilesIn(compilation: Compilation): Map<string, string> {
  const found = new Map<string, string>();
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const file of sourceFiles(module)) {
        if (!found.has(file) && developmentBuilds.some((pattern) => pattern.test(file))) {
          found.set(file, chunk.name ?? String(chunk.id));
        }
      }
    }
  }
  return found;
}

/** The files a module was built from; a concatenated module stands for several. */
function sourceFiles(module: Module): string[] {
  const inner = (module as Module & { modules?: Iterable<Module> }).modules;
  if (inner) return [...inner].flatMap(sourceFiles);
  const resource = module.nameForCondition();
  return resource ? [resource] : [];
}
