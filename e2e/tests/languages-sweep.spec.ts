import { expect, test } from '../fixtures';
import { Sweep } from '../support/accessibility';
import { everyPage, loadingTexts, ROLES, settledIn, type EveryPage } from '../support/every-page';

/**
 * Issue 29, item 7: the accessibility sweep in Sinhala and in Tamil — every page of every role, at a
 * phone's width, axe finds nothing.
 */

let site: EveryPage;

test.beforeAll(async ({ request, baseURL }) => {
  site = await everyPage(request, baseURL!);
});

for (const language of ['si', 'ta']) {
  test(`every page in ${language}: axe finds nothing at 360px`, async ({ browser }) => {
    // axe on some thirty screens, seconds each on a loaded machine: the limit is for a hang.
    test.setTimeout(600_000);
    const loading = loadingTexts(language);
    const viewport = { width: 360, height: 740 };
    const sweep = await Sweep.open(browser, `${language} visitor`, { viewport, storageState: site.states.visitor });
    for (const role of ROLES) {
      if (role !== 'visitor') await sweep.switchTo(`${language} ${role}`, { viewport, storageState: site.states[role] });
      for (const [pageRole, address] of site.pages(`/${language}`)) {
        if (pageRole !== role) continue;
        await sweep.page.goto(address);
        await settledIn(sweep.page, loading);
        await expect(sweep.page.locator('html')).toHaveAttribute('lang', language);
        await sweep.check(address);
      }
    }
    await sweep.finish();
  });
}
