// Every file of the repository cites only what a clone contains. The product, design and style notes
// the project started from lived beside the repository, not in it, so a comment naming them told a
// newcomer nothing: the product's rules are docs/product.md (cited by section, "docs/product.md §9"),
// the architecture is the README and docs/decisions/, the API's rules api/README.md and api/docs/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The old notes' names, a section sign or a possessive after them ("<NAME>.md", "<NAME> §5",
// "<NAME>'s fields"). Built from pieces, so this file does not cite them itself.
const NAMES = ['SPEC', 'DESIGN', 'STYLE'];
const CITATION = new RegExp(`\\b(?:${NAMES.join('|')})(?:\\.md\\b|\\s*§|['’]s\\b)`);

/** Tracked files, and new ones not yet added (so a citation is caught before it is committed). */
function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  const isFile = (file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile();
  return [...new Set(listed.split('\0'))].filter((file) => file && !file.split('/').includes('node_modules') && isFile(file));
}

/** `path:line: text` for every line of a text file that matches. */
function linesMatching(file, pattern) {
  const bytes = readFileSync(path.join(ROOT, file));
  if (bytes.includes(0)) return []; // binary (images, fonts)
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

// An issue number in code ("issue" and its number) says where a change came from, which goes stale;
// the commit's message keeps that, the comment says what the code does and why.
const ISSUE = /\b[Ii]ssues? #?\d+/;
const CODE = /\.(?:[cm]?[jt]sx?|sh|ya?ml)$/;

describe('citations', () => {
  const files = repositoryFiles();

  it('point only at files inside the repository', () => {
    const found = files.flatMap((file) => linesMatching(file, CITATION));
    assert.deepEqual(
      found,
      [],
      'Cite docs/product.md §N for a product rule, the README, docs/decisions/ or api/README.md (and api/docs/) for the architecture.',
    );
  });

  it('leave issue numbers out of code', () => {
    const found = files.filter((file) => CODE.test(file)).flatMap((file) => linesMatching(file, ISSUE));
    assert.deepEqual(found, [], 'Say in a comment what the code does and why; the issue belongs in the commit message.');
  });
});
