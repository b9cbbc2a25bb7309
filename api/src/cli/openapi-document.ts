// `npm run openapi -w @ceylon/api [-- file.json]`: the API's OpenAPI document, as /api/docs/json
// serves it, written to the file or printed, for linting it with the CLIs (docs/api-document.md).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';

async function main(): Promise<void> {
  // The document does not depend on data: an empty in-memory database, and nothing written elsewhere.
  const app = await buildApp({
    databaseUrl: 'memory://',
    seed: 'none',
    logger: false,
    dataDir: mkdtempSync(path.join(tmpdir(), 'ceylon-openapi-')),
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = `${JSON.stringify(response.json(), null, 2)}\n`;
    const [file] = process.argv.slice(2);
    if (file) writeFileSync(file, document);
    else process.stdout.write(document);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
