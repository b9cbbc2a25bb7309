import { expect, test } from '../fixtures';
import { Sweep } from '../support/accessibility';
import { everyPage, loadingTexts, ROLES, settledIn, type EveryPage } from '../support/every-page';
import { expectNoSidewaysScroll } from '../support/owner-admin';

/**
 * Issue 29, items 6 and 7: every page of every role in Sinhala and in Tamil — axe finds nothing at a
 * phone's width, and nothing sticks out sideways at a phone's or a desktop's (Tamil's labels are
 * the longest).
 */

let site: EveryPage;

test.beforeAll(async ({ request, baseURL }) => {
  site = await everyPage(request, baseURL!);
});

for (const language of ['si', 'ta']) {
  test(`every page in ${language}: axe at 360px, nothing sideways at 360px and 1280px`, async ({ browser }) => {
    // axe on some thirty screens, seconds each on a loaded machine: the limit is for a hang.
    test.setTimeout(600_000);
    const loading = loadingTexts(language);
    const sideways: string[] = [];

    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      const at = `${viewport.width}px`;
      const sweep = await Sweep.open(browser, `${language} visitor ${at}`, { viewport, storageState: site.states.visitor });
      for (const role of ROLES) {
        if (role !== 'visitor') await sweep.switchTo(`${language} ${role} ${at}`, { viewport, storageState: site.states[role] });
        for (const [pageRole, address] of site.pages(`/${language}`)) {
          if (pageRole !== role) continue;
          await sweep.page.goto(address);
          await settledIn(sweep.page, loading);
          await expect(sweep.page.locator('html')).toHaveAttribute('lang', language);
          if (viewport.width === 360) await sweep.check(address);
          try {
            await expectNoSidewaysScroll(sweep.page);
          } catch (error) {
            sideways.push(`${at} ${address}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
      await sweep.finish();
    }
    expect(sideways, 'pages that scroll sideways').toEqual([]);
  });
}
