import { PAGE_SCRIPTS_ID } from '@ceylon/shared/contracts/remotes-manifest';
import { guards, type Guard } from '../routes/route-table';

// A script's URL as the web server lists them: on this site (`/releases/…`) or on an area's own
// origin (docs/releasing.md, "Areas on other origins"), a file ending in .js.
const scriptUrl = /^(\/(?!\/)|https?:\/\/)[^\s"'<>]*\.js$/;

/**
 * Starts fetching the scripts the web server listed for this page (its area's entry and the page's
 * chunks, deploy/src/server/page-preloads.ts), as soon as the shell's code runs and before it sets
 * itself up, so they arrive while it does, when the route's guard lets this browser see the page
 * (`mayShow`: an area the visitor is sent away from is not fetched). Not preloaded by the page
 * itself: fetched alongside the shell's own scripts they slowed those down (decision 0016). A list
 * that is not what the server writes is ignored: the area then loads as it would anyway.
 */
export function fetchPageScripts(mayShow: (guard: Guard) => boolean, page: Document = document): string[] {
  const listed = readPageScripts(page);
  if (!listed || !mayShow(listed.guard)) return [];
  for (const url of listed.scripts) {
    const link = page.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    // Nothing is drawn from them before the shell's own start-up is done: they need not go first.
    link.setAttribute('fetchpriority', 'low');
    link.href = url;
    page.head.append(link);
  }
  return listed.scripts;
}

function readPageScripts(page: Document): { guard: Guard; scripts: string[] } | null {
  const element = page.getElementById(PAGE_SCRIPTS_ID);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return null;
  let listed: unknown;
  try {
    listed = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  if (typeof listed !== 'object' || listed === null) return null;
  const { guard, scripts } = listed as { guard?: unknown; scripts?: unknown };
  if (!guards.includes(guard as Guard) || !Array.isArray(scripts)) return null;
  return { guard: guard as Guard, scripts: scripts.filter((url): url is string => typeof url === 'string' && scriptUrl.test(url)) };
}
