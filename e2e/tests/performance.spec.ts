import type { Page } from '@playwright/test';
import { expect, pageIsInteractive, reactCopies, recordScriptBodies, signIn, test } from '../fixtures';
import { throttleLikeAPhone } from '../support/slow-phone';

// What must not regress while the federated site is made as light and fast as one app:
// React once, only the visited areas' entries, no development build, and nothing moving as a
// page arrives on a slow phone.

/** Which areas' entries were fetched. */
const entriesOf = (paths: string[]) =>
  [...new Set(paths.filter((path) => path.endsWith('/remoteEntry.js')).map((path) => path.split('/')[2]))].sort();

// React's development build says this; production drops it. react-router's two builds hold the
// same text, so they are told apart by the chunk's name, which names the module's path (named chunk ids).
const developmentMarkers = [/Download the React DevTools/];

async function expectProductionOnly(scripts: ReturnType<typeof recordScriptBodies>) {
  expect(scripts.paths().filter((path) => /[./_-]development[./_-]/.test(path))).toEqual([]);
  const texts = await scripts.texts();
  const found = developmentMarkers.filter((marker) => texts.some((text) => marker.test(text))).map(String);
  expect(found).toEqual([]);
}

async function pageShown(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 90_000 });
  await pageIsInteractive(page);
}

test.describe('what a visit loads', () => {
  test('/ loads the public area alone, with React and react-dom once and no development build', async ({ page }) => {
    const scripts = recordScriptBodies(page);
    await page.goto('/');
    await pageShown(page);
    await page.waitForLoadState('networkidle');
    expect(entriesOf(scripts.paths())).toEqual(['public']);
    expect(reactCopies(await scripts.texts())).toEqual({ react: 1, 'react-dom': 1, 'react-dom/client': 1 });
    await expectProductionOnly(scripts);
  });

  test('a visitor sent from a signed-in page to /login fetches only the area it is shown', async ({ page }) => {
    const scripts = recordScriptBodies(page);
    await page.goto('/browse-hotels');
    await expect(page).toHaveURL(/\/login$/);
    await pageShown(page);
    await page.waitForLoadState('networkidle');
    expect(entriesOf(scripts.paths())).toEqual(['public']);
  });

  test('a journey from / through /about to a customer page adds each area once and React never again', async ({ page }) => {
    await signIn(page, 'guest');
    const scripts = recordScriptBodies(page);
    await page.goto('/');
    await pageShown(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await pageShown(page);
    expect(entriesOf(scripts.paths())).toEqual(['public']);
    await page.goto('/browse-hotels');
    await pageShown(page);
    await page.waitForLoadState('networkidle');
    expect(entriesOf(scripts.paths())).toEqual(['customer', 'public']);
    // Two page loads (/ and /browse-hotels): the second takes React from the cache, not from another copy.
    expect(reactCopies(await scripts.texts())).toEqual({ react: 1, 'react-dom': 1, 'react-dom/client': 1 });
    await expectProductionOnly(scripts);
  });
});

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Records every layout shift not caused by input, from the very start of the page. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const classes = typeof node.className === 'string' ? node.className.split(' ').slice(0, 2).join('.') : '';
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}: ${(node.textContent ?? '').trim().slice(0, 40)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            sources: (entry.sources ?? []).map((source) => describe(source.node)),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

for (const viewport of [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`nothing moves as a page arrives on a slow phone network (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ['/', '/about', '/browse-hotels']) {
      test(`${path}: layout shift at most 0.02`, async ({ page }) => {
        test.setTimeout(240_000);
        if (path === '/browse-hotels') await signIn(page, 'guest');
        await observeLayoutShifts(page);
        await throttleLikeAPhone(page);
        await page.goto(path, { timeout: 120_000 });
        await pageShown(page);
        // Until the page's data and images have come in, as slowly as they come.
        await page.waitForLoadState('networkidle', { timeout: 120_000 });
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 60_000 });
        // The measurement itself: shifts are observable here, and the page really came over the slow network.
        const conditions = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0];
          return {
            observable: PerformanceObserver.supportedEntryTypes.includes('layout-shift'),
            slow: navigation !== undefined && navigation.responseEnd - navigation.fetchStart >= 100,
          };
        });
        expect(conditions).toEqual({ observable: true, slow: true });
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        // Every shift is summed (not only the worst window as CLS does): stricter, and the message names what moved.
        expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02);
      });
    }
  });
}
