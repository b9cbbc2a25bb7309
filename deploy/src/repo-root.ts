import path from 'node:path';

/** The repository root, wherever the command was started from (this file is deploy/src/). */
export const repoRoot = path.resolve(__dirname, '..', '..');
