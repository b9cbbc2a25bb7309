// `npm run bench:lantern -- <page URL> [<part of a file's URL> <KB>…]`: where
// Lighthouse's mobile LCP estimate of one page goes, and what it would be if one file were
// smaller or larger. Lighthouse runs once against a running site (`npm start`; https with a
// certificate of its own is accepted), then its estimate (Lantern) is worked out again from the
// saved run: the optimistic graph's nodes with their simulated start and end (files with their
// size as sent, tasks with their unthrottled length, which Lantern multiplies by 4), then the LCP
// with the named file's size as sent set to each KB given. Lantern downloads in round trips of
// 150 ms carrying at most 30.7 KB each (1.6 Mbit/s), so a file costs a round trip more or less only
// when its bytes cross such a step; this shows where the steps are.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions, lighthouseChromeFlags } from '../chromium';

interface NodeTiming {
  startTime: number;
  endTime: number;
}
interface LanternNode {
  type: string;
  request?: { url: string; transferSize: number };
  duration?: number;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: { nodeTimings: Map<LanternNode, NodeTiming> };
}
interface DevtoolsEvent {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string };
    encodedDataLength?: number;
    response?: { encodedDataLength?: number };
  };
}
interface Artifacts {
  Trace: unknown;
  DevtoolsLog: DevtoolsEvent[];
  GatherContext: unknown;
  URL: unknown;
  SourceMaps: unknown;
}

const [pageUrl, filePart, ...sizes] = process.argv.slice(2);
if (!pageUrl || (filePart && sizes.length === 0)) {
  console.error('Usage: npm run bench:lantern -- <page URL> [<part of a file URL> <KB>…]');
  process.exit(2);
}

async function main(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const { loadArtifacts } = (await import('lighthouse/core/lib/asset-saver.js')) as unknown as {
    loadArtifacts(dir: string): Artifacts;
  };
  const { LanternLargestContentfulPaint } =
    (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
      LanternLargestContentfulPaint: { request(data: object, context: object): Promise<LanternResult> };
    };
  const { initializeConfig } = (await import('lighthouse/core/config/config.js')) as unknown as {
    initializeConfig(mode: 'navigation', config: undefined, flags: object): Promise<{ resolvedConfig: { settings: object } }>;
  };

  const dir = mkdtempSync(path.join(tmpdir(), 'ceylon-lantern-'));
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: lighthouseChromeFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      gatherMode: dir,
      auditMode: dir,
    });
    const audits = result?.lhr.audits ?? {};
    console.log(
      `Lighthouse: FCP ${audits['first-contentful-paint']?.numericValue?.toFixed(0)} ms, LCP ${audits['largest-contentful-paint']?.numericValue?.toFixed(0)} ms`,
    );
    const { resolvedConfig } = await initializeConfig('navigation', undefined, {});
    const settings = resolvedConfig.settings;

    /** Lantern's LCP from the saved run, with `resize` applied to its network log first. */
    async function estimate(resize?: (log: DevtoolsEvent[]) => void): Promise<LanternResult> {
      const artifacts = loadArtifacts(dir);
      resize?.(artifacts.DevtoolsLog);
      const data = {
        ...artifacts,
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        simulator: null,
      };
      return LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
    }

    const base = await estimate();
    console.log(`\nLantern's LCP ${base.timing.toFixed(0)} ms; its optimistic graph (simulated start → end):`);
    const nodes = [...base.optimisticEstimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, timing] of nodes) {
      if (node.request?.url.startsWith('data:')) continue;
      const what = node.request
        ? `${new URL(node.request.url).pathname}  ${(node.request.transferSize / 1024).toFixed(1)} KB`
        : `task of ${((node.duration ?? 0) / 1000).toFixed(0)} ms unthrottled`;
      console.log(`${timing.startTime.toFixed(0).padStart(6)} → ${timing.endTime.toFixed(0).padStart(6)}  ${what}`);
    }

    if (!filePart) return;
    console.log(`\nIf the file matching "${filePart}" were sent as:`);
    for (const kb of sizes) {
      const bytes = Number(kb) * 1024;
      const what = await estimate((log) => {
        const ids = new Set(
          log
            .filter((event) => event.method === 'Network.requestWillBeSent' && event.params.request?.url.includes(filePart))
            .map((event) => event.params.requestId),
        );
        if (ids.size === 0) throw new Error(`No request of the page matches "${filePart}"`);
        for (const event of log) {
          if (!ids.has(event.params.requestId)) continue;
          if (event.method === 'Network.loadingFinished') event.params.encodedDataLength = bytes;
          if (event.method === 'Network.dataReceived') event.params.encodedDataLength = 0;
          if (event.method === 'Network.responseReceived' && event.params.response) event.params.response.encodedDataLength = 0;
        }
      });
      console.log(`  ${kb.padStart(6)} KB: LCP ${what.timing.toFixed(0)} ms`);
    }
  } finally {
    chrome.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main(pageUrl).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
