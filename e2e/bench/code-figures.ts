// `npm run measure:code [-- <git ref>]`: the code's size per package, as a newcomer meets it —
// TypeScript files and lines of product code and of tests, and the median and 90th-percentile
// length of a product file — at a commit (default HEAD), read from git itself, so two commits
// compare without checking either out. Then how the pages reach the API: files where an effect
// sits beside an API read (each one listed, to be read: an effect there may only clear a timer or
// log a failed query), and files that write through useMutation.
import { execFileSync } from 'node:child_process';
import { repoRoot } from '../support/operations';

const PACKAGES = ['shared', 'shell', 'remote-public', 'remote-customer', 'remote-owner', 'remote-admin', 'api', 'deploy', 'e2e', 'eslint'];
const isTest = (file: string) => /\.test\.(tsx?|mjs)$|\/(test|testing)\//.test(file) || file.startsWith('e2e/tests/');

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function main() {
  const ref = process.argv[2] ?? 'HEAD';
  const files = git('ls-tree', '-r', '--name-only', ref)
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts'));
  const lines = new Map<string, number>();
  const texts = new Map<string, string>();
  // One `git cat-file --batch` for every blob: a process per file would take minutes.
  const batch = execFileSync('git', ['cat-file', '--batch'], {
    cwd: repoRoot,
    input: files.map((file) => `${ref}:${file}`).join('\n') + '\n',
    maxBuffer: 512 * 1024 * 1024,
  });
  let offset = 0;
  for (const file of files) {
    const header = batch.subarray(offset, batch.indexOf(10, offset)).toString('utf8');
    const size = Number(header.split(' ')[2]);
    const start = batch.indexOf(10, offset) + 1;
    const text = batch.subarray(start, start + size).toString('utf8');
    lines.set(file, text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
    texts.set(file, text);
    offset = start + size + 1;
  }

  console.log(`Code at ${ref} (${git('rev-parse', '--short', ref).trim()}): TypeScript and .mjs files, by package`);
  const rows = PACKAGES.map((pkg) => {
    const own = files.filter((file) => file.startsWith(`${pkg}/`));
    const product = own.filter((file) => !isTest(file));
    const tests = own.filter(isTest);
    const sizes = product.map((file) => lines.get(file)!).sort((a, b) => a - b);
    const sum = (list: string[]) => list.reduce((total, file) => total + lines.get(file)!, 0);
    return {
      package: pkg,
      'product files': product.length,
      'product lines': sum(product),
      'test files': tests.length,
      'test lines': sum(tests),
      'median file': percentile(sizes, 50),
      'p90 file': percentile(sizes, 90),
    };
  });
  console.table(rows);
  const all = files.filter((file) => !isTest(file)).map((file) => lines.get(file)!);
  all.sort((a, b) => a - b);
  console.log(`All product files: ${all.length}, median ${percentile(all, 50)} lines, p90 ${percentile(all, 90)} lines`);
  dataFigures(
    files.filter((file) => !isTest(file) && PAGES.some((pkg) => file.startsWith(`${pkg}/src/`))),
    texts,
  );
}

/** The packages whose code runs in the pages. */
const PAGES = ['shared', 'shell', 'remote-public', 'remote-customer', 'remote-owner', 'remote-admin'];
/** An API read: the client itself, a feature's api/ folder, or a fetchX( other than TanStack's fetchNextPage. */
const API_READ = /apiClient\.|from '(\.\.\/)+api\/|from '\.\/api\/|\bfetch(?!NextPage)[A-Z]\w*\(/;

function dataFigures(files: string[], texts: Map<string, string>) {
  const effects = files.filter((file) => texts.get(file)!.includes('useEffect') && API_READ.test(texts.get(file)!));
  const mutations = files.filter((file) => /\buseMutation\b/.test(texts.get(file)!) && !file.startsWith('shared/src/queries/'));
  console.log(`\nFiles where an effect sits beside an API read: ${effects.length}`);
  for (const file of effects) console.log(`  ${file}`);
  console.log(`Files that write through useMutation: ${mutations.length}`);
}

main();
