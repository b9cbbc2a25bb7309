import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  message: string;
  extract?: string;
}

/**
 * The checker's CSS validator predates CSS container queries (CSS Containment Level 3, in every
 * browser since 2023): it calls `@container` and the `container` property unknown in the styles a
 * server-rendered page carries. Only those two messages are set aside; every other CSS error counts.
 */
const unknownToChecker = [/^CSS: Unrecognized at-rule “@container”/, /^CSS: “container”: Property “container” doesn't exist\./];

function checkerDoesNotKnow(message: string): boolean {
  return unknownToChecker.some((pattern) => pattern.test(message));
}

/**
 * The W3C Nu HTML checker (`vnu-jar` from npm, on the machine's Java) over several documents in
 * one run: the JVM takes seconds to start, so every page of a test is checked at once. Returns
 * the errors by document name; warnings and notes are left out.
 */
export async function htmlErrors(documents: Record<string, string>): Promise<Record<string, string[]>> {
  const jar = String(createRequire(__filename)('vnu-jar'));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      Object.entries(documents).map(async ([name, html], index) => {
        const file = path.join(dir, `${index}.html`);
        await writeFile(file, html);
        return [file, name] as const;
      }),
    );
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map(([file]) => file)],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stdout) as { messages: CheckerMessage[] };
    const byName: Record<string, string[]> = Object.fromEntries(Object.keys(documents).map((name) => [name, []]));
    for (const message of messages) {
      if (message.type === 'info' || checkerDoesNotKnow(message.message)) continue;
      const name = files.find(([file]) => message.url.endsWith(path.basename(file)))?.[1] ?? message.url;
      byName[name] = [...(byName[name] ?? []), `${message.message}${message.extract ? ` — ${message.extract.trim()}` : ''}`];
    }
    return byName;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
