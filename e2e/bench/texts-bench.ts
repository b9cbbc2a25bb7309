// `npm run bench:texts`: the figures for the site's texts alone (text-figures.ts; `npm run
// bench:web` prints them too), on the builds `npm start` built and released: run that once first.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium';
import { loadApi } from '../../deploy/src/cli/load-api';
import { buildWebServer } from '../../deploy/src/server/build-web-server';
import { copyOfMainStore } from '../support/operations';
import { measureTexts } from './text-figures';

/** The scripts a browser fetches on `/` of the released site, served here for the purpose. */
async function scriptsOnHome(): Promise<string[]> {
  const storeRoot = await copyOfMainStore('texts');
  const work = await mkdtemp(path.join(tmpdir(), 'ceylon-bench-texts-home-'));
  // A fresh embedded database, not the one `npm start` keeps.
  process.env.DATA_DIR = path.join(work, 'data');
  const server = await buildWebServer({ storeRoot, api: loadApi(), pluginTimeout: 0 });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const base = await server.listen({ host: '127.0.0.1', port: 0 });
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(base)) scripts.push(request.url());
    });
    await page.goto(`${base}/`);
    await page.locator('main h1').first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await browser.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
    await rm(path.dirname(storeRoot), { recursive: true, force: true });
  }
}

async function main() {
  await measureTexts(await scriptsOnHome());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
