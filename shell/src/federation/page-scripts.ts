import { PAGE_SCRIPTS_ID } from '@ceylon/shared/contracts/remotes-manifest';

// A script's URL as the web server lists them: on this site (`/releases/…`) or on an area's own
// origin (docs/operations.md, areas on other origins), a file ending in .js.
const scriptUrl = /^(\/(?!\/)|https?:\/\/)[^\s"'<>]*\.js$/;

/**
 * Starts fetching the scripts the web server listed for this page (its area's entry and the page's
 * chunks, deploy/src/server/page-preloads.ts), as soon as the shell's code runs and before it sets
 * itself up, so they arrive while it does. Not preloaded by the page itself: fetched alongside the
 * shell's own scripts they slowed those down, and the shell needs its own first (decision 0016).
 * Anything that is not a list of script URLs is ignored: the area then loads as it would anyway.
 */
export function fetchPageScripts(page: Document = document): string[] {
  const element = page.getElementById(PAGE_SCRIPTS_ID);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return [];
  let urls: unknown;
  try {
    urls = JSON.parse(element.textContent ?? '');
  } catch {
    return [];
  }
  if (!Array.isArray(urls)) return [];
  const fetched = urls.filter((url): url is string => typeof url === 'string' && scriptUrl.test(url));
  for (const url of fetched) {
    const link = page.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    // Nothing is drawn from them before the shell's own start-up is done: they need not go first.
    link.setAttribute('fetchpriority', 'low');
    link.href = url;
    page.head.append(link);
  }
  return fetched;
}
