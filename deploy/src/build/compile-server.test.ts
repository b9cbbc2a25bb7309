import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../repo-root';
import { compileServer } from './compile-server';
import { compiledState } from './compiled-state';

const run = promisify(execFile);

// Loads every module `npm run serve` loads (serve-site.ts is serve.ts without its start) and lists
// what came from where: the compiled server must need no TypeScript, no tsx and no webpack.
const listLoaded = `
require('./deploy/lib/cli/serve-site.js');
console.log(JSON.stringify(Object.keys(require.cache)));
`;

test('the compiled server loads only JavaScript: no TypeScript source, compiler, tsx or webpack', async () => {
  await compileServer();
  expect((await compiledState()).state).toBe('fresh');

  const { stdout } = await run(process.execPath, ['--conditions=ceylon-compiled', '-e', listLoaded], { cwd: repoRoot });
  const loaded = JSON.parse(stdout) as string[];
  const ours = loaded.filter((file) => !file.includes('/node_modules/') && !file.endsWith('.json'));
  expect(ours.length).toBeGreaterThan(100);
  expect(ours.filter((file) => !/\/(api|deploy|shared|shell)\/lib(-build)?\/.+\.js$/.test(file))).toEqual([]);
  expect(loaded.filter((file) => /\/node_modules\/(typescript|tsx|esbuild|webpack|@swc)\//.test(file))).toEqual([]);
}, 120_000);
