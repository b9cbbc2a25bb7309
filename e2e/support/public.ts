import { expect, type Page } from '@playwright/test';
import { demoAccounts, type DemoRole } from '../fixtures';

/** Fills the login form that is on screen and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logInAs(page: Page, role: DemoRole) {
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, demoAccounts[role].email, demoAccounts[role].password);
}

/** A date `days` after today as the date inputs want it (yyyy-mm-dd). */
export function isoDateIn(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** Scrolls through the page so lazily loaded images load, waits for them, and goes back to the top. */
export async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
}

/** The widest element box poking out to the right of the viewport, if any (a horizontal scroll). */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) {
        // Skip elements clipped by an ancestor that hides overflow.
        let clipped = false;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) {
            clipped = true;
            break;
          }
        }
        if (!clipped)
          offenders.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} right=${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 10) };
  });
}
