// Keystroke-to-results timing on Browse, for the at-scale test and `npm run bench:search`.
import type { Page } from '@playwright/test';

interface Armed {
  armKey: (expected: string) => void;
  keyTime: Promise<number>;
}

const ARM_SCRIPT = `
  window.armKey = (expected) => {
    window.keyTime = new Promise((resolve) => {
      const onKey = () => {
        const start = performance.now();
        const check = () => {
          const input = document.querySelector('input[type="search"]');
          const busy = document.querySelector('main [aria-busy="true"]');
          if (input && input.value === expected && !busy) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      };
      document.addEventListener('keydown', onKey, { capture: true, once: true });
    });
  };`;

/**
 * Types `query` into the focused search box a key at a time and answers, for each key, the time
 * from its keydown to the first animation frame in which the box holds the new text and the
 * results shown are those of that text (not the dimmed, busy list of the previous one).
 */
export async function timeKeystrokes(page: Page, query: string): Promise<number[]> {
  // A script, not a function: tsx (the benchmark's runner) would wrap named functions in a helper
  // that does not exist in the page.
  await page.evaluate(ARM_SCRIPT);

  const timings: number[] = [];
  for (let typed = 1; typed <= query.length; typed += 1) {
    const text = query.slice(0, typed);
    await page.evaluate((expected) => (window as unknown as Armed).armKey(expected), text);
    await page.keyboard.type(query[typed - 1]!);
    timings.push(await page.evaluate(() => (window as unknown as Armed).keyTime));
  }
  return timings;
}
