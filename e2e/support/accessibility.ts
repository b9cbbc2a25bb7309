import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { settled as pageSettled } from './owner-admin';
import { addDays, apiLogin, bearer, myBookings, uniqueFutureCheckIn } from './customer';

/**
 * axe on a page, set to keep only what it finds wrong: it then skips working out a selector for
 * every element that passes (axe's `resultTypes`), most of its time on a large page.
 */
export function axe(page: Page, options: Parameters<AxeBuilder['options']>[0] = {}) {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'], ...options });
}

/** One axe rule broken on one screen: the rule, its impact and a few of the elements. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: number;
  where: string[];
}

/** A signed-in browser state: the session where the site keeps it (local storage), no login page visit. */
export async function sessionState(request: APIRequestContext, baseURL: string, credentials: { email: string; password: string }) {
  const { user, token } = await apiLogin(request, credentials);
  const state: BrowserContextOptions['storageState'] = {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          { name: 'user', value: JSON.stringify(user) },
          { name: 'token', value: token },
        ],
      },
    ],
  };
  return { state, token };
}

/** Makes sure the account has a confirmed booking to be asked about cancelling (one night, one guest). */
export async function ensureConfirmedBooking(request: APIRequestContext, token: string) {
  if ((await myBookings(request, token)).some((booking) => booking.status === 'confirmed')) return;
  const [hotel] = (await (await request.get('/api/hotels')).json()) as { id: string }[];
  // A full hotel on the chosen night answers 409: another night then.
  for (let attempt = 0; attempt < 5; attempt++) {
    const checkIn = addDays(uniqueFutureCheckIn(), attempt * 7);
    const response = await request.post('/api/bookings', {
      headers: bearer(token),
      // No totalPrice: the server prices the stay (the hotel may add taxes and charges to its price).
      data: { hotelId: hotel!.id, checkIn, checkOut: addDays(checkIn, 1), guests: 1 },
    });
    if (response.status() === 201) return;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('No night free for a test booking');
}

/**
 * Waits as the other browser tests do (heading, nothing loading in the page, no failed area), and
 * for the loaders outside the page body and those named only by aria-label: axe checks all of it.
 */
export async function settled(page: Page) {
  await pageSettled(page);
  await expect(page.locator('[role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
}

/**
 * Runs axe on screen after screen and keeps every violation of any impact, so one test reports
 * all of them at once rather than stopping at the first page that has one.
 */
export class Sweep {
  readonly findings: Finding[] = [];
  private readonly report: string[] = [];

  private constructor(
    public page: Page,
    private label: string,
  ) {}

  static async open(browser: Browser, label: string, options: BrowserContextOptions) {
    const context = await browser.newContext(options);
    return new Sweep(await context.newPage(), label);
  }

  /** Carries on in a new browser context (another role), keeping what was found so far. */
  async switchTo(label: string, options: BrowserContextOptions) {
    const browser = this.page.context().browser()!;
    await this.page.context().close();
    this.page = await (await browser.newContext(options)).newPage();
    this.label = label;
    return this.page;
  }

  /** Opens a path and checks it once it has settled. */
  async visit(path: string, screen = path) {
    await this.page.goto(path);
    await settled(this.page);
    await this.check(screen);
  }

  /** Checks the page as it is now (a menu, a dialog or an error on screen). */
  async check(screen: string) {
    const { violations } = await axe(this.page).analyze();
    const name = `${this.label} ${screen}`;
    const nodes = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
    const rules = violations.map((violation) => `${violation.id}×${violation.nodes.length}`).join(', ');
    this.report.push(`axe ${String(nodes).padStart(3)}  ${name}${rules ? `  (${rules})` : ''}`);
    for (const violation of violations) {
      this.findings.push({
        screen: name,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        nodes: violation.nodes.length,
        where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      });
    }
  }

  /** Prints the elements axe flagged per screen and fails on any. */
  async finish() {
    console.log(this.report.join('\n'));
    await this.page.context().close();
    expect(this.findings, 'axe violations').toEqual([]);
  }
}
