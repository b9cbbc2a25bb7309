import type { Page } from 'playwright-core';

/** Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, a CPU 4× slower. */
export const slowPhone = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 };

/** Has Chrome itself throttle this page's network and CPU as that phone; returns the page's CDP session. */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: (slowPhone.downloadKbps * 1024) / 8,
    uploadThroughput: (slowPhone.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  return cdp;
}
