import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { activeVersions, copyOfMainStore, npmRun, startSite, type Site } from '../support/operations';

// Vitals are written to the store the site serves, so this runs a site of its own (the real
// server, on a copy of the main store) whose ledger only this spec's page views fill.
const port = Number(process.env.E2E_VITALS_PORT ?? 8197);

interface VitalLine {
  at: string;
  area: string;
  version: string;
  route: string;
  metric: string;
  value: number;
}

/** The ledger's lines written since `since`. */
async function vitalLines(store: string, since: number): Promise<VitalLine[]> {
  try {
    const text = await readFile(path.join(store, 'vitals.jsonl'), 'utf8');
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as VitalLine)
      .filter((line) => Date.parse(line.at) >= since);
  } catch {
    return [];
  }
}

/** Opens `url` and waits until the shell has fetched web-vitals (after the load event) and the page is shown. */
async function view(page: Page, url: string) {
  const vitalsLoaded = page.waitForResponse((response) => /\/web-vitals\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await vitalsLoaded).ok()).toBe(true);
}

/**
 * Resolves once the page's first interaction has reached web-vitals: it takes in interaction
 * entries in an idle callback, and one still pending when the page is left is lost (web-vitals
 * reports INP on hiding before that callback runs). Observers are told in the order they were made
 * and idle callbacks run in the order asked, so this one runs after web-vitals' own.
 */
async function interactionMeasured(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_entries, observer) => {
          observer.disconnect();
          requestIdleCallback(() => resolve());
        }).observe({ type: 'first-input', buffered: true });
      }),
  );
}

test.describe('vitals per version', () => {
  let site: Site;

  test.beforeAll(async () => {
    const store = await copyOfMainStore('vitals');
    // The main site's own vitals are not this spec's.
    await rm(path.join(store, 'vitals.jsonl'), { force: true });
    site = await startSite(port, store);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test("a page view, then leaving it, leaves LCP, INP and CLS tagged with the page's area, version and route", async ({ page }) => {
    test.setTimeout(120_000);
    const versions = await activeVersions(site.store);
    const since = Date.now();
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/vitals')) beacons.push(request.postData() ?? '');
    });

    await view(page, '/about?from=newsletter');
    // An interaction, for INP: a click that keeps the page busy for 200 ms. web-vitals leaves out
    // interactions under 40 ms (a bare click may be one), and the browser keeps those that came
    // before web-vitals was listening only from 104 ms.
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await heading.evaluate((element) =>
      element.addEventListener('click', () => {
        const end = performance.now() + 200;
        while (performance.now() < end);
      }),
    );
    await heading.click();
    await interactionMeasured(page);
    await page.goto('about:blank');

    // The server stamps the area's version; the shell's own not-found page is charged to the active shell.
    const about = (line: VitalLine) => line.area === 'public' && line.version === versions.public && line.route === '/about';
    await expect
      .poll(
        async () =>
          (await vitalLines(site.store, since))
            .filter(about)
            .map((line) => line.metric)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual(['CLS', 'INP', 'LCP']);
    for (const line of (await vitalLines(site.store, since)).filter(about)) {
      expect(line.value).toBeGreaterThanOrEqual(0);
      if (line.metric !== 'CLS') expect(line.value).toBeLessThan(120_000);
    }
    // Nothing of the address left the page: not the query, not the path beyond the pattern.
    expect(beacons.join('\n')).not.toContain('newsletter');

    await view(page, '/no-such-page/42');
    await page.goto('about:blank');
    await expect
      .poll(
        async () =>
          (await vitalLines(site.store, since))
            .filter((line) => line.area === 'shell')
            .map((line) => [line.version, line.route, line.metric]),
        {
          timeout: 30_000,
        },
      )
      .toContainEqual([versions.shell, '*', 'LCP']);

    // npm run releases shows each metric's sample count beside the version (too few for a p75 yet).
    const listing = await npmRun('releases', ['public'], { RELEASES_DIR: site.store });
    expect(listing.stdout).toMatch(/LCP p75 \(n\) +INP p75 \(n\) +CLS p75 \(n\)/);
    expect(listing.stdout).toMatch(new RegExp(`\\* active +${versions.public} .*— \\(1\\) +— \\(1\\) +— \\(1\\)`));
  });
});
