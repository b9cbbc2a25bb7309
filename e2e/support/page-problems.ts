import type { Page } from '@playwright/test';

/**
 * Collects the errors `page` logs or throws from now on — a hydration mismatch among them (React's
 * error 418) — into `problems`, each after `label()` when given (the page it was on). A resource
 * that failed to load is left out: a page's own 404 (a hotel that is not there) is logged so.
 */
export function collectProblems(page: Page, problems: string[] = [], label?: () => string): string[] {
  const note = (text: string) => problems.push(label ? `${label()}: ${text}` : text);
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) note(message.text());
  });
  page.on('pageerror', (error) => note(error.message));
  return problems;
}
