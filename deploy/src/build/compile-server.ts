import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transformFile, type Options } from '@swc/core';
import pLimit from 'p-limit';
import { repoRoot } from '../repo-root';
import { listFiles } from '../store/content-hash';
import { compiledFolders, compiledStampFile, compiledState, isTestFile } from './compiled-state';

const isSource = (file: string) => /\.tsx?$/.test(file);

/** A module whose function is sent inline to browsers as its text (`*.inline.ts`): ES5, and minified. */
const isInline = (file: string) => file.endsWith('.inline.ts');

// As Jest compiles the same files (jest.config.js), so tests and production run the same output;
// an inline module is also minified, since its text is what pages carry.
export const swcOptions = (file: string): Options => ({
  filename: file,
  jsc: {
    parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
    transform: { react: { runtime: 'automatic' } },
    target: isInline(file) ? 'es5' : 'es2022',
    ...(isInline(file) && { minify: { compress: true, mangle: true } }),
  },
  minify: isInline(file),
  module: { type: 'commonjs' },
  sourceMaps: true,
  swcrc: false,
  configFile: false,
});

export interface CompileOutcome {
  compiled: boolean;
  files: number;
  ms: number;
}

/**
 * Compiles the server's TypeScript to CommonJS with SWC, file by file (no type check: `npm run
 * typecheck` does that), when the sources changed since the last compile or when forced. Each
 * output folder is emptied first, so a deleted source leaves no module behind.
 */
export async function compileServer(options: { root?: string; force?: boolean } = {}): Promise<CompileOutcome> {
  const root = options.root ?? repoRoot;
  const started = Date.now();
  const { state, hash } = await compiledState(root);
  if (state === 'fresh' && !options.force) return { compiled: false, files: 0, ms: Date.now() - started };

  const limit = pLimit(8);
  let files = 0;
  for (const folder of compiledFolders) {
    const source = path.join(root, folder.from);
    const target = path.join(root, folder.to);
    await rm(target, { recursive: true, force: true });
    const inputs = (await listFiles(source, '.', { skip: isTestFile })).filter((file) => !file.endsWith('.d.ts'));
    await Promise.all(
      inputs.map((file) =>
        limit(async () => {
          const from = path.join(source, file);
          await mkdir(path.dirname(path.join(target, file)), { recursive: true });
          if (!isSource(file)) return copyFile(from, path.join(target, file));
          const output = await transformFile(from, swcOptions(from));
          const to = path.join(target, file.replace(/\.tsx?$/, '.js'));
          await writeFile(to, `${output.code}\n//# sourceMappingURL=${path.basename(to)}.map\n`);
          if (output.map) await writeFile(`${to}.map`, output.map);
          files += 1;
        }),
      ),
    );
  }
  // The hash taken before compiling: an edit made meanwhile leaves the output stale, as it should.
  await writeFile(path.join(root, compiledStampFile), `${hash}\n`);
  return { compiled: true, files, ms: Date.now() - started };
}
