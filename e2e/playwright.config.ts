import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const port = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(__dirname, '../test-results/e2e-data');
// The mail sink (support/mail-sink.ts): the site's SMTP server, and where specs read the mail.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8091);
export const mailSinkURL = `http://127.0.0.1:${Number(process.env.E2E_MAIL_PORT ?? 8092)}`;

// The site is started exactly as `npm start` starts it, on a fresh embedded database.
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: 'npx tsx support/mail-sink.ts',
      url: `${mailSinkURL}/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      command: `rm -rf '${dataDir}' && npx tsx ../deploy/src/cli/start.ts`,
      url: `${baseURL}/api/health`,
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT: '10000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_POLL_MS: '300',
        OUTBOX_RETRY_BASE_MS: '1000',
        // The tests check what is rendered, not how fast: a busy machine must not turn a render into a fallback.
        SSR_DEADLINE_MS: '10000',
        // Calendar sync's spec serves the other site's calendar from this machine.
        CALENDAR_FEED_ALLOWED_ADDRESSES: '127.0.0.1',
      },
    },
  ],
});
