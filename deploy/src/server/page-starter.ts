import { safeJson } from './seo/page-head';
import { startPage } from './page-starter.inline';

/**
 * The inline script of a page the server rendered: it adds the shell's scripts (`sources`, in
 * order) once the page is on screen, and keeps what a visitor does before React is there.
 *
 * - **When.** Once the first contentful paint is reported and the page's main picture (an
 *   `<img fetchpriority="high">`, the hotel's cover) has loaded and had a frame to be painted. At
 *   once when the visitor reaches for the page (a pointer, a key, a field in focus), in a tab that
 *   is hidden (it paints nothing until shown), after a frame where the browser reports no paints,
 *   and after 3 s whatever happens.
 * - **A form sent before React is there** is held, not sent by the browser to the page's address
 *   (which would lose it, and put a password in a request): the starter adds the scripts at once
 *   and sends the form again, with the same button, once the shell marks the page interactive
 *   (`html[data-interactive]`, set after it has taken over what was typed: shell/src/app/typed-before-start.ts).
 *
 * The script is `startPage` (page-starter.inline.ts) as compiled: minified by the server's build.
 */
const compiled = startPage.toString();
// Run through tsx (`npm run dev`, the browser tests), the text calls esbuild's `__name` helper, which
// only keeps function names: the page is given a stand-in that does nothing.
const source = compiled.includes('__name(') ? `(function(__name){return ${compiled}})(function(f){return f})` : compiled;

/** The starter's script body for a page whose scripts are `sources`, to go under the response's nonce. */
export function pageStarter(sources: readonly string[]): string {
  return `(${source})(${safeJson(sources)})`;
}
