// The browser the e2e tests and `npm run measure:js` launch: the system's Chromium, headless, with
// nothing of its own (updates, background fetches) adding requests or load to what is measured.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

/** The Chrome Lighthouse drives (chrome-launcher) in the benchmarks; the sites' certificates are their own. */
export const lighthouseChromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'];
