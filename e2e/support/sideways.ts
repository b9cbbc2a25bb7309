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

/**
 * Elements whose content runs out of their own box without reaching the screen's
 * edge — a label wider than its column, a date box wider than its grid cell, a word longer than its
 * button. Each entry is the innermost such element (its tag, class and first words) with how far its
 * content reaches past its padding box and what reaches out. Content that a box clips or scrolls on
 * purpose (a sideways scroller, an ellipsis) is not counted, nor what is inside a visually hidden text, nor icons.
 */
export function boxOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const name = `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return text ? `${name} "${text}"` : name;
    };
    const clipsOrScrolls = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    // Inside a visually hidden text (a one-pixel box that clips).
    const hidden = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (parent.clientWidth <= 2 && clipsOrScrolls(parent)) return true;
      }
      return false;
    };
    const overflowing = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      if (!(element instanceof HTMLElement) || element.closest('svg')) return false;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || style.position === 'fixed') return false;
      // A box that clips or scrolls does so on purpose (a button's words are still checked); a text
      // box's own scroll width is what is typed in it.
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)
        return false;
      if (clipsOrScrolls(element) && !(element instanceof HTMLButtonElement)) return false;
      if (element.clientWidth === 0 || !visible(element) || hidden(element)) return false;
      return element.scrollWidth > element.clientWidth + 1;
    });
    // The innermost: a box whose overflow comes from a box already listed is left out.
    return overflowing
      .filter((element) => !overflowing.some((other) => other !== element && element.contains(other)))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const right = box.left + element.clientLeft + element.clientWidth;
        const out = [...element.children].filter((child) => child.getBoundingClientRect().right > right + 1).map(describe);
        return `${describe(element)} by ${element.scrollWidth - element.clientWidth}px${out.length ? ` (${out.slice(0, 3).join(', ')})` : ''}`;
      });
  });
}
