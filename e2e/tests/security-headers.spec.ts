import path from 'node:path';
import type { APIResponse, Page, Response } from '@playwright/test';
import { writeSelfSignedCertificate } from '../../deploy/src/server/testing/self-signed';
import { demoAccounts, expect, recordScripts, signIn, test } from '../fixtures';
import { copyOfMainStore, startOrigin, startSite, type Site } from '../support/operations';

// The site works under its Content Security Policy, and /api/docs works.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records every CSP violation the page reports (the event and Chrome's console line both), from
 * before its first script. Init scripts are injected by the browser, so the CSP does not stop them.
 */
async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async function expectNoViolation() {
    const events = await page.evaluate(() => window.cspViolations ?? []);
    expect({ events, console }).toEqual({ events: [], console: [] });
  };
}

/** The page's styled-components styles exist, carry a nonce, and the browser applied them. */
async function expectStyledByNonce(page: Page) {
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].map((style) => ({
      nonce: style.nonce !== '',
      rules: style.sheet?.cssRules.length ?? 0,
    })),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.every((style) => style.nonce)).toBe(true);
  expect(styles.reduce((sum, style) => sum + style.rules, 0)).toBeGreaterThan(10);
}

function expectPageHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/^default-src 'self'; script-src 'self'.*; style-src 'self' 'nonce-[^']+';/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

function expectResourceHeaders(response: APIResponse) {
  expect(response.headers()['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['x-frame-options']).toBe('DENY');
}

const mainHeading = (page: Page) => page.locator('main h1').first();

test('/, /login and a customer page after logging in work under the CSP, with no violation', async ({ page }) => {
  const expectNoViolation = await watchCsp(page);

  expectPageHeaders(await page.goto('/'));
  await expect(mainHeading(page)).toBeVisible();
  await expectStyledByNonce(page);
  await expectNoViolation();

  expectPageHeaders(await page.goto('/login'));
  await page.getByLabel('Email', { exact: true }).fill(demoAccounts.guest.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccounts.guest.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/HomeUser$/);
  await expect(mainHeading(page)).toBeVisible();
  await expectNoViolation();

  expectPageHeaders(await page.goto('/customer/dashboard'));
  await expect(page.getByRole('heading', { name: /welcome back/i })).toBeVisible();
  await expectStyledByNonce(page);
  await expectNoViolation();
});

test('hotel listings with their images, and the owner and admin areas, break no rule either', async ({ page }) => {
  const expectNoViolation = await watchCsp(page);
  const visits: [Parameters<typeof signIn>[1], string][] = [
    ['guest', '/browse-hotels'],
    ['owner', '/owner/dashboard'],
    ['admin', '/admin/dashboard'],
    ['admin', '/admin/UserManagement'],
  ];
  for (const [role, url] of visits) {
    await signIn(page, role);
    await page.goto(url);
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    await expectNoViolation();
  }
});

test('a script, /remotes.json and /api/hotels carry the resource headers; source maps are not served', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  const chunk = scripts.find((url) => /\.[0-9a-f]{12}\.js$/.test(url));
  expect(chunk).toBeDefined();
  for (const url of [chunk ?? '', '/remotes.json', '/api/hotels']) {
    const response = await page.request.get(url);
    expect({ url, status: response.status() }).toEqual({ url, status: 200 });
    expectResourceHeaders(response);
  }
  const source = await (await page.request.get(chunk ?? '')).text();
  expect(source).not.toContain('sourceMappingURL');
  for (const url of scripts.filter((script) => script.endsWith('.js')).slice(0, 5)) {
    expect({ url, status: (await page.request.get(`${url}.map`)).status() }).toEqual({ url, status: 404 });
  }
});

test('another origin cannot frame the login page', async ({ page, baseURL }) => {
  await page.goto('about:blank');
  await page.setContent(`<iframe id="framed" src="${baseURL}/login"></iframe>`);
  const frame = await (await page.locator('#framed').elementHandle())?.contentFrame();
  await expect.poll(() => frame?.url()).not.toBe(`${baseURL}/login`);
  expect(await frame?.locator('input').count()).toBe(0);
});

test('/api/docs shows the operations list, with no missing file and no CSP violation', async ({ page }) => {
  const expectNoViolation = await watchCsp(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(await page.locator('.opblock').count()).toBeGreaterThan(10);
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/hotels' }).first()).toBeVisible();
  expect(failed).toEqual([]);
  await expectNoViolation();
});

test.describe('areas served from other origins, under the CSP', () => {
  const port = Number(process.env.E2E_CSP_PORT ?? 8195);
  const origins: { url: string; stop(): Promise<unknown> }[] = [];
  let site: Site;

  test.beforeAll(async () => {
    const store = await copyOfMainStore('csp');
    origins.push(await startOrigin(port + 1, store), await startOrigin(port + 2, store));
    const [first, second] = origins.map((origin) => origin.url);
    site = await startSite(port, store, { REMOTE_ORIGINS: `public=${first},customer=${second},owner=${first},admin=${second}` });
  });
  test.afterAll(async () => {
    for (const origin of origins) await origin.stop();
    await site?.stop();
  });
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test('the page allows exactly those origins, and loading areas from them breaks no rule', async ({ page }) => {
    const expectNoViolation = await watchCsp(page);
    const [first, second] = origins.map((origin) => origin.url);
    const entries: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/remoteEntry.js') && response.ok()) entries.push(new URL(response.url()).origin);
    });

    const home = await page.goto('/');
    // The nonce: a rendered page's inline starter (deploy/src/server/page-starter.ts), and nothing else inline.
    const csp = home?.headers()['content-security-policy'] ?? '';
    expect(csp.replace(/'nonce-[^']+'/g, "'nonce-…'")).toContain(`script-src 'self' 'nonce-…' ${first} ${second};`);
    await expect(mainHeading(page)).toBeVisible();
    await expectStyledByNonce(page);
    await expectNoViolation();

    await signIn(page, 'guest');
    await page.goto('/customer/dashboard');
    await expect(mainHeading(page)).toBeVisible();
    await expectNoViolation();
    expect(entries).toEqual(expect.arrayContaining([first, second]));
  });
});

test.describe('the site over HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE)', () => {
  const port = Number(process.env.E2E_TLS_PORT ?? 8199);
  let site: Site;

  test.beforeAll(async () => {
    const store = await copyOfMainStore('tls');
    const { cert, env } = await writeSelfSignedCertificate(path.dirname(store));
    site = await startSite(port, store, { ...env, HSTS: 'true' }, cert);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  // The certificate is the test's own; Chrome is told to accept it.
  test.use({ baseURL: `https://127.0.0.1:${port}`, ignoreHTTPSErrors: true });

  test('a page, its area and a signed-in page all come over HTTP/2, under the same CSP', async ({ page }) => {
    const expectNoViolation = await watchCsp(page);
    const cdp = await page.context().newCDPSession(page);
    const protocols = new Map<string, string>();
    cdp.on('Network.responseReceived', (event: { response: { url: string; protocol?: string } }) => {
      if (event.response.url.startsWith(site.url)) protocols.set(new URL(event.response.url).pathname, event.response.protocol ?? '?');
    });
    await cdp.send('Network.enable');

    const home = await page.goto('/');
    expectPageHeaders(home);
    expect(home?.headers()['strict-transport-security']).toContain('max-age=');
    await expect(mainHeading(page)).toBeVisible();
    await expectStyledByNonce(page);
    await signIn(page, 'guest');
    await page.goto('/customer/dashboard');
    await expect(page.getByRole('heading', { name: /welcome back/i })).toBeVisible();
    await expectNoViolation();

    const entries = [...protocols.keys()].filter((url) => url.endsWith('/remoteEntry.js'));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    // The page, and the API's answers (its photos; the hotels came with the server-rendered page).
    expect([...protocols.keys()]).toContain('/');
    expect([...protocols.keys()].some((url) => url.startsWith('/api/'))).toBe(true);
    expect(new Set(protocols.values())).toEqual(new Set(['h2']));
  });
});
