import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures';
import { Sweep } from '../support/accessibility';
import { everyPage, loadingTexts, ROLES, settledIn, type EveryPage } from '../support/every-page';
import { collectProblems } from '../support/page-problems';
import { boxOverflow, describeSideways, sidewaysOverflow } from '../support/sideways';

/**
 * Every page of every role in Sinhala and in Tamil — axe finds nothing at a
 * phone's width, nothing sticks out sideways at a phone's or a desktop's (Tamil's labels are the
 * longest) nor runs out of its own box (a label wider than its column), and no page logs an error (a page the server drew in a language that the browser then
 * draws differently logs React's hydration error). English is swept the same way but without axe,
 * which e2e/tests/accessibility.spec.ts already runs over its pages and their states: English's words
 * are mostly the shortest, but they are not broken inside as Sinhala's and Tamil's may be (a night's
 * "12 booked" in the owner's calendar ran out of its cell at a phone's width).
 */

let site: EveryPage;

test.beforeAll(async ({ request, baseURL }) => {
  site = await everyPage(request, baseURL!);
});

/**
 * Notes the page under `at` when it is wider than the viewport, and the boxes whose content runs out
 * of them, so one run lists every such page.
 */
async function noteSideways(sweep: Sweep, at: string, sideways: string[], boxes: string[]) {
  const problem = describeSideways(await sidewaysOverflow(sweep.page));
  if (problem) sideways.push(`${at}: ${problem}`);
  const overflowing = await boxOverflow(sweep.page);
  if (overflowing.length > 0) boxes.push(`${at}: ${overflowing.join('; ')}`);
}

for (const language of ['en', 'si', 'ta']) {
  const loading = loadingTexts(language);
  // English's pages have no prefix.
  const prefix = language === 'en' ? '' : `/${language}`;
  const axe = language !== 'en';

  /**
   * Opens each page of each role in `language` at `viewport` once it has settled, runs axe on it
   * when `withAxe`, and fails on the pages that stick out sideways, on text that runs out of its box
   * and on errors the pages logged, each listed after the page's address.
   */
  async function sweepEveryPage(browser: Browser, viewport: { width: number; height: number }, withAxe: boolean) {
    const sideways: string[] = [];
    const boxes: string[] = [];
    const problems: string[] = [];
    const sweep = await Sweep.open(browser, `${language} visitor ${viewport.width}px`, { viewport, storageState: site.states.visitor });
    let at = '';
    for (const role of ROLES) {
      const state = { viewport, storageState: site.states[role] };
      if (role !== 'visitor') await sweep.switchTo(`${language} ${role} ${viewport.width}px`, state);
      collectProblems(sweep.page, problems, () => at);
      for (const [pageRole, address] of site.pages(prefix)) {
        if (pageRole !== role) continue;
        at = address;
        await sweep.page.goto(address);
        await settledIn(sweep.page, loading);
        await expect(sweep.page.locator('html')).toHaveAttribute('lang', language);
        if (withAxe) await sweep.check(address);
        await noteSideways(sweep, address, sideways, boxes);
      }
    }
    if (withAxe) await sweep.finish();
    else await sweep.page.context().close();
    expect(sideways, `pages that scroll sideways at ${viewport.width}px`).toEqual([]);
    expect(boxes, `text that runs out of its box at ${viewport.width}px`).toEqual([]);
    expect(problems, 'errors the pages logged').toEqual([]);
  }

  const axeFinds = axe ? 'axe finds nothing, ' : '';
  test(`every page in ${language} at 360px: ${axeFinds}nothing sticks out sideways or out of its box`, async ({ browser }) => {
    // axe on some thirty screens, seconds each on a loaded machine: the limit is for a hang.
    test.setTimeout(axe ? 600_000 : 300_000);
    await sweepEveryPage(browser, { width: 360, height: 740 }, axe);
  });

  test(`every page in ${language} at 1280px: nothing sticks out sideways or out of its box`, async ({ browser }) => {
    test.setTimeout(300_000);
    await sweepEveryPage(browser, { width: 1280, height: 800 }, false);
  });
}
