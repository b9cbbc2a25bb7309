import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pageIsInteractive, recordScripts, signIn, test } from '../fixtures';
import { activeVersions, copyOfMainStore, npmRun, startOrigin, startSite, type Site, type Versions } from '../support/operations';

// These tests release, roll back and break releases, so each runs a site of its own (the real
// server, on a copy of the main store, on its own port) and never touches the main test server.
const opsPort = Number(process.env.E2E_OPS_PORT ?? 8190);

const failurePage = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be loaded' });
const releaseNote = (page: Page) => page.locator('[data-release-marker]');

/** The version of `area` whose entry this page loaded, from the script URLs it fetched. */
const entryVersions = (scripts: string[], area: string) =>
  scripts.filter((url) => url.startsWith(`/releases/${area}/`) && url.endsWith('/remoteEntry.js')).map((url) => url.split('/')[3]);

async function expectHome(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await pageIsInteractive(page);
  await expect(failurePage(page)).toHaveCount(0);
}

function others(versions: Versions) {
  const { public: _changed, ...rest } = versions;
  return rest;
}

test.describe('release, roll back and self-heal one area on a running site', () => {
  test.describe.configure({ mode: 'serial' });
  let site: Site;
  let original: Versions;
  let marked = '';
  const marker = `e2e-${Date.now()}`;
  const store = () => ({ RELEASES_DIR: site.store });

  test.beforeAll(async () => {
    site = await startSite(opsPort, await copyOfMainStore('site'));
    original = await activeVersions(site.store);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  test.use({ baseURL: `http://127.0.0.1:${opsPort}` });

  test('a release of one area reaches a signed-in browser on reload, and the open page keeps working', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'guest');
    await page.goto('/');
    await expectHome(page);
    await expect(releaseNote(page)).toHaveCount(0);
    // Gone if the page reloads: proves the checks below run in the page that was open all along.
    await page.evaluate(() => Object.assign(window, { openDuringRelease: true }));

    const release = await npmRun('release', ['public'], { ...store(), RELEASE_MARKER: marker });
    marked = release.stdout.trim().split('\n').pop() ?? '';
    expect(release.stdout).toContain(`public ${marked} is now active (was ${original.public}`);
    const after = await activeVersions(site.store);
    expect(after.public).toBe(marked);
    expect(others(after)).toEqual(others(original));
    // The server renders the new version, with no restart; asked again until it
    // does, as a first render of a build not loaded yet may be left to the browser on a busy machine.
    await expect.poll(async () => (await page.request.get('/')).text()).toContain(`data-release-marker="${marker}"`);

    // The page that was open keeps working on the version it loaded: other public pages, and other areas.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bookings' }).click();
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
    await expect(failurePage(page)).toHaveCount(0);
    expect(await page.evaluate(() => 'openDuringRelease' in window)).toBe(true);

    // A reload shows the new release, still signed in.
    const scripts = recordScripts(page);
    await page.goto('/');
    await expectHome(page);
    await expect(releaseNote(page)).toHaveText(`Release ${marker}`);
    expect(entryVersions(scripts, 'public')).toEqual([marked]);
    await expect(page.getByRole('button', { name: /log ?out/i }).first()).toBeAttached();
  });

  test('a rollback serves the old version at once, without a build; a reload shows it', async ({ page }) => {
    expect(marked).not.toBe('');
    await signIn(page, 'guest');
    await page.goto('/');
    await expect(releaseNote(page)).toHaveText(`Release ${marker}`);

    const started = Date.now();
    let commandDone = false;
    const rollback = npmRun('rollback', ['public'], store()).finally(() => (commandDone = true));
    let served = 0;
    // Polled alongside the command, however long it takes on a busy machine, and once more after it
    // has finished: the moment /remotes.json names the old version again.
    while (served === 0) {
      const lastLook = commandDone;
      const manifest = (await (await page.request.get('/remotes.json')).json()) as { public: { version: string } };
      if (manifest.public.version === original.public) served = Date.now() - started;
      else if (lastLook) break;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { stdout } = await rollback;
    expect(served).toBeGreaterThan(0);
    console.log(
      `rollback: ${served} ms from \`npm run rollback -- public\` to the old version served (command done in ${Date.now() - started} ms)`,
    );
    expect(stdout).toContain(`public ${original.public} is now active (was ${marked})`);

    await expect.poll(async () => (await page.request.get('/')).text()).toMatch(/<div id="?root"?><[a-z]/);
    expect(await (await page.request.get('/')).text()).not.toContain('data-release-marker');
    await page.reload();
    await expectHome(page);
    await expect(releaseNote(page)).toHaveCount(0);
    const after = await activeVersions(site.store);
    expect(after).toEqual({ ...original });

    const table = await npmRun('releases', ['public'], store());
    console.log(`npm run releases -- public, after a release and a rollback:\n${table.stdout}`);
    expect(table.stdout).toMatch(new RegExp(`\\* active +${original.public}`));
    expect(table.stdout).toMatch(new RegExp(`previous +${marked}`));
  });

  test('when the active version cannot be loaded, the site falls back to the previous one by itself and reports it', async ({ page }) => {
    // Make the marked build active again, then make its files unreachable.
    await npmRun('rollback', ['public'], store());
    expect((await activeVersions(site.store)).public).toBe(marked);
    const versionDir = path.join(site.store, 'public', marked);
    await rename(versionDir, path.join(site.store, 'public', `.unreachable-${marked}`));

    const reports: { type: string; version: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) reports.push(request.postDataJSON() as { type: string; version: string });
    });
    const entries: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url()).pathname;
      // Script loads only: after a failed one the shell also probes the URL (HEAD) to tell "missing".
      if (response.request().resourceType() === 'script' && url.startsWith('/releases/public/') && url.endsWith('/remoteEntry.js'))
        entries.push(`${url.split('/')[3]} ${response.status()}`);
    });
    await page.goto('/');
    await expectHome(page);
    await expect(releaseNote(page)).toHaveCount(0);
    // The active entry is tried twice, then the previous one is used.
    expect(entries).toEqual([`${marked} 404`, `${marked} 404`, `${original.public} 200`]);

    // Other public pages come from the same fallback version, with no further failed load.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(failurePage(page)).toHaveCount(0);
    expect(entries).toHaveLength(3);

    await expect.poll(() => reports.some((report) => report.type === 'fallback')).toBe(true);
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ area: 'public', version: marked, type: 'missing' }),
        expect.objectContaining({ area: 'public', version: marked, type: 'fallback', message: expect.stringContaining(original.public) }),
      ]),
    );

    // The report reached the API …
    const token = await signIn(page, 'admin');
    const stored = await page.request.get('/api/client-errors?limit=20', { headers: { Authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await stored.json())).toContain(`"type":"fallback"`);
    // … and the store's ledger, which `npm run releases` reads.
    const ledger = await readFile(path.join(site.store, 'load-failures.jsonl'), 'utf8');
    expect(ledger).toContain(`"version":"${marked}","type":"fallback"`);
    const table = await npmRun('releases', ['public'], store());
    console.log(`npm run releases -- public, after the fallback:\n${table.stdout}`);
    expect(table.stdout).toMatch(new RegExp(`\\* active +${marked} +files missing +1 +1 `));
    expect(table.stdout).toMatch(new RegExp(`previous +${original.public} .* KiB +0 +0`));

    expect(others(await activeVersions(site.store))).toEqual(others(original));
  });
});

test.describe('areas served from other origins', () => {
  const sitePort = opsPort + 1;
  const origins: { url: string; stop(): Promise<unknown> }[] = [];
  let site: Site;

  test.beforeAll(async () => {
    const store = await copyOfMainStore('cross-origin');
    origins.push(await startOrigin(opsPort + 2, store), await startOrigin(opsPort + 3, store));
    const [first, second] = origins.map((origin) => origin.url);
    site = await startSite(sitePort, store, {
      REMOTE_ORIGINS: `public=${first},customer=${second},owner=${first},admin=${second}`,
    });
  });
  test.afterAll(async () => {
    for (const origin of origins) await origin.stop();
    await site?.stop();
  });
  test.use({ baseURL: `http://127.0.0.1:${sitePort}` });

  test('the shell loads every area from its own origin', async ({ page }) => {
    const entries: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/remoteEntry.js') && response.ok()) entries.push(response.url());
    });
    const visit = async (role: 'guest' | 'owner' | 'admin' | null, url: string, area: string) => {
      if (role) await signIn(page, role);
      await page.goto(url);
      await expect(page.locator('main h1').first()).toBeVisible();
      // A server-rendered page is on screen before its scripts start.
      await pageIsInteractive(page);
      await expect(failurePage(page)).toHaveCount(0);
      expect(entries.some((entry) => entry.includes(`/releases/${area}/`))).toBe(true);
    };
    await visit(null, '/', 'public');
    await visit('guest', '/customer/dashboard', 'customer');
    await visit('owner', '/owner/dashboard', 'owner');
    await visit('admin', '/admin/dashboard', 'admin');

    const [first, second] = origins.map((origin) => origin.url);
    const originOf = (area: string) => new URL(entries.find((entry) => entry.includes(`/releases/${area}/`)) ?? 'http://none').origin;
    expect({ public: originOf('public'), customer: originOf('customer'), owner: originOf('owner'), admin: originOf('admin') }).toEqual({
      public: first,
      customer: second,
      owner: first,
      admin: second,
    });
    expect(new URL(page.url()).origin).not.toBe(first);
  });
});
