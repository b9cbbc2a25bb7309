import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export function tempDir(label: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `ceylon-${label}-`));
}

/** A dist folder shaped like a webpack build of a remote (or of the shell, with `index.html`). */
export async function fakeDist(files: Record<string, string>): Promise<string> {
  const dir = await tempDir('dist');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

export function remoteDist(mark: string): Promise<string> {
  return fakeDist({
    'remoteEntry.js': `/* entry ${mark} */`,
    'mf-manifest.json': `{"name":"remote","mark":"${mark}"}`,
    'mf-stats.json': '{}',
    [hashedChunkName(mark)]: `console.log("${mark}")`,
  });
}

/** A name shaped like webpack's `[name].[contenthash:12].js`, distinct per mark. */
export function hashedChunkName(mark: string): string {
  return `main.${Buffer.from(mark).toString('hex').slice(0, 12).padEnd(12, '0')}.js`;
}
