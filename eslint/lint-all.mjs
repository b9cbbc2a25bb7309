// `npm run lint`: ESLint (with type information, the long part) and Prettier at once, each with
// its cache under node_modules/.cache (content-based, so a fresh clone or a changed file is always
// checked), then the tests in eslint/: the boundary rules' own, and that comments and docs cite
// only files inside the repository and code no issue numbers (self-contained-docs.test.mjs). Fails if any of them does.
// ESLint's cache is per file: a type change in one file does not re-lint the files that use it
// until they change too, so a fresh clone (CI) is the final word; `rm -rf node_modules/.cache/eslint`
// forces a full run.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code) => resolve(code ?? 1));
  });

const checks = await Promise.all([
  run('npx', [
    'eslint',
    '.',
    '--max-warnings',
    '0',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/eslint/',
  ]),
  run('npx', ['prettier', '--check', '.', '--log-level', 'warn', '--cache', '--cache-strategy', 'content']),
]);
// The test files by name: `node --test` takes files and globs, not a folder.
const tests = readdirSync('eslint')
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `eslint/${file}`);
const failed = checks.some((code) => code !== 0) || (await run('node', ['--test', ...tests])) !== 0;
process.exit(failed ? 1 : 0);
