import { expect, type Page } from '@playwright/test';

/** How far the page reaches past the viewport's right edge, and the elements that stick out. */
export interface SidewaysOverflow {
  width: number;
  scrollWidth: number;
  /** Up to five elements past the right edge (outside any sideways scroller), each with its tag, class and right edge. */
  culprits: string[];
}

/** Measures the page as it is now: the document's width against the viewport's, and what sticks out. */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) return false;
        // Inside a sideways scroller (the data tables) is fine.
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const { overflowX } = getComputedStyle(parent);
          if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

/** `overflow` in one line for a report, or null when nothing sticks out. */
export function describeSideways(overflow: SidewaysOverflow): string | null {
  if (overflow.culprits.length === 0 && overflow.scrollWidth <= overflow.width) return null;
  return `${overflow.scrollWidth}px wide at ${overflow.width}px: ${overflow.culprits.join(', ')}`;
}

/** Fails when the page is wider than the viewport (something sticks out sideways). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await sidewaysOverflow(page);
  expect(overflow.culprits, `elements past the right edge at ${overflow.width}px`).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
}
