// Prints the JavaScript a browser fetches: on `/`, and across a journey through all four areas.
// Run against a running site: `npm run measure:js` (BASE_URL, default http://localhost:8080).
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium';

const baseURL = process.env.BASE_URL ?? 'http://localhost:8080';
const accounts = {
  guest: ['guest@ceylon.test', 'Guest#2025', '/HomeUser'],
  owner: ['owner@ceylon.test', 'Owner#2025', '/owner/dashboard'],
  admin: ['admin@ceylon.test', 'Admin#2025', '/admin/dashboard'],
} as const;

interface Script {
  path: string;
  bytes: number;
  gzipped: number;
}

function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ path: new URL(response.url()).pathname, bytes: body.length, gzipped: gzipSync(body).length });
  });
  return scripts;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(title: string, scripts: Script[]) {
  console.log(`\n${title}: ${scripts.length} files, ${kib(sum(scripts, 'bytes'))} raw, ${kib(sum(scripts, 'gzipped'))} gzipped`);
  for (const script of [...scripts].sort((a, b) => b.gzipped - a.gzipped)) {
    console.log(`  ${kib(script.gzipped).padStart(10)}  ${script.path}`);
  }
}

const sum = (scripts: Script[], key: 'bytes' | 'gzipped') => scripts.reduce((total, script) => total + script[key], 0);

async function logIn(page: Page, role: keyof typeof accounts) {
  const [email, password, landing] = accounts[role];
  await page
    .getByRole('link', { name: /^log ?in$/i })
    .first()
    .click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${landing}`);
  await page.locator('main h1').first().waitFor();
}

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.goto(baseURL, { waitUntil: 'networkidle' });
  report(`JavaScript fetched on ${baseURL}/`, [...scripts]);

  for (const role of ['guest', 'owner', 'admin'] as const) {
    await logIn(page, role);
    await page.waitForLoadState('networkidle');
    if (role !== 'admin')
      await page
        .getByRole('button', { name: /log ?out/i })
        .first()
        .click();
  }
  report('Journey / → customer → owner → admin (no reloads)', scripts);
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
