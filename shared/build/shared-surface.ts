import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { WebpackError, type Compilation, type Compiler, type Dependency, type Module } from 'webpack';

const pluginName = 'SharedSurfacePlugin';

/**
 * What a build says of the shared modules whose copy is a surface file of ours (`sharedSurfaces`
 * in federation.ts), in its mf-manifest.json as `metaData.sharedSurfaces`; the release gate reads it.
 */
export interface SharedSurfaceDeclaration {
  /** Share key → every export this build's copy has: what the page gets when this build provides it. */
  provides: Record<string, string[]>;
  /** Share key → the exports this build's own code imports: what it needs from whoever provides it. */
  uses: Record<string, string[]>;
}

interface ImportOfKey {
  /** The export imported, or null when the module is taken whole (`import *` used as an object, `export *`, `require`, `import()`). */
  name: string | null;
  from: string;
}

/**
 * Holds a build to the surfaces of its shared modules: every name its code imports from a share key
 * with a surface must be one the surface exports, or the build fails naming the file and the
 * name. Either way it records both lists for the manifest (`declaration`).
 */
export class SharedSurfacePlugin {
  declaration: SharedSurfaceDeclaration = { provides: {}, uses: {} };

  /** @param surfaces share key → the surface file provided under it */
  constructor(private readonly surfaces: Readonly<Record<string, string>>) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      // Once every module is built and its imports known, before anything is dropped.
      compilation.hooks.optimizeDependencies.tap(pluginName, () => {
        this.declaration = { provides: {}, uses: {} };
        for (const [key, surfaceFile] of Object.entries(this.surfaces)) {
          // Read from the file itself: a production area has no copy of the surface in its build.
          const provided = surfaceExports(surfaceFile);
          const imports = importsOf(compilation, key, compiler.context);
          this.declaration.provides[key] = provided;
          // Recorded even when empty: the gate tells "uses none of it" from "built before it was listed".
          this.declaration.uses[key] = [...new Set(imports.flatMap(({ name }) => (name ? [name] : [])))].sort();
          const surfaceName = path.relative(compiler.context, surfaceFile);
          for (const { name, from } of imports) {
            if (name === null) {
              compilation.errors.push(
                surfaceError(`${from} takes '${key}' whole: import the names it uses ({ Link, … }), which ${surfaceName} must export`),
              );
            } else if (!provided.includes(name)) {
              compilation.errors.push(
                surfaceError(
                  `${from} imports ${name} from '${key}', which this site shares as ${surfaceName}: that file does not export ${name}; add it there (and release the shell before an area that needs it)`,
                ),
              );
            }
          }
        }
      });
    });
  }
}

function surfaceError(message: string): WebpackError {
  const error = new WebpackError(message);
  error.name = 'SharedSurfaceError';
  return error;
}

/**
 * The names a surface file exports, sorted: its `export { … } from` lists (types left out). A
 * surface names what it shares, so `export *` is refused rather than read.
 */
export function surfaceExports(surfaceFile: string): string[] {
  const source = ts.createSourceFile(surfaceFile, readFileSync(surfaceFile, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause))
      throw new Error(`${surfaceFile}: a shared surface lists its exports by name, not with export *`);
    for (const element of clause.elements) if (!element.isTypeOnly) names.push(element.name.text);
  }
  return names.sort();
}

/** Every import of `key` in the build's modules, with what it imports. */
function importsOf(compilation: Compilation, key: string, context: string): ImportOfKey[] {
  const found: ImportOfKey[] = [];
  for (const module of compilation.modules) {
    for (const dependency of dependenciesOf(module)) {
      if ((dependency as Dependency & { request?: string }).request !== key) continue;
      const from = path.relative(context, module.nameForCondition() ?? module.identifier());
      const name = importedName(compilation, dependency);
      if (name !== undefined) found.push({ name, from });
    }
  }
  return found;
}

function dependenciesOf(module: Module): Dependency[] {
  const blocks = module.blocks.flatMap((block) => block.dependencies);
  return [...module.dependencies, ...blocks];
}

/**
 * The export a dependency on the key takes: its first id for `import { X }` and `export { X } from`,
 * null when it takes the module whole, undefined for a bare `import 'key'` (no value taken).
 */
function importedName(compilation: Compilation, dependency: Dependency): string | null | undefined {
  switch (dependency.type) {
    case 'harmony side effect evaluation':
      return undefined;
    case 'harmony import specifier':
    case 'harmony export imported specifier': {
      const ids = (dependency as Dependency & { getIds(graph: Compilation['moduleGraph']): string[] }).getIds(compilation.moduleGraph);
      return ids[0] ?? null;
    }
    default:
      return null;
  }
}
