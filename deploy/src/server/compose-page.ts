import { pageStarter } from './page-starter';

/** The parts the server adds to the shell's built page for one response. */
export interface PageParts {
  /** Title, description, canonical URL, share card and structured data (seo/page-head.ts). */
  head: string;
  /** This response's CSP nonce, where styled-components looks for it. */
  nonce: string;
  /** Data blocks and metas the shell reads as it starts (release manifest, page scripts, preview). */
  data: string;
  /** The page rendered on the server (render/page-renderer.ts), which the shell hydrates; absent, the browser draws it. */
  rendered?: { html: string; styles: string } | null;
  /** The page's language, on `<html lang>`; the built page's own (English) when not said. */
  language?: string;
}

const charsetMeta = /<meta\s+charset=[^>]*>/i;
const headStart = /<head(\s[^>]*)?>/i;

/**
 * The shell's page for one response. The page's own title and description (the shell's build
 * gives one for every page) give way to this page's; everything goes after `<meta charset>`, which
 * must come within the first 1,024 bytes, and the data blocks, which may be a few kilobytes, at
 * the end of the head.
 */
export function composePage(html: string, parts: PageParts): string {
  // The build minifies its page: attribute values may come unquoted.
  const described = html.replace(/<title>[^<]*<\/title>/i, '').replace(/<meta\s+name=["']?description["']?\s[^>]*>/i, '');
  const page = parts.language ? inLanguage(described, parts.language) : described;
  const early = parts.head + nonceMeta(parts.nonce) + (parts.rendered?.styles ?? '');
  const withEarly = insertAfter(page, charsetMeta, early) ?? insertAfter(page, headStart, early) ?? early + page;
  const headEnd = withEarly.search(/<\/head>/i);
  const whole = headEnd === -1 ? withEarly + parts.data : withEarly.slice(0, headEnd) + parts.data + withEarly.slice(headEnd);
  // The scripts are rewritten before the rendered page goes in: that scan is of the shell's small page only.
  return parts.rendered ? withBody(startsAfterPaint(whole, parts.nonce), parts.rendered.html) : whole;
}

// The built page's scripts: `<script defer src=…></script>`, attribute values maybe unquoted.
const deferredScript = /<script\s+defer\s+src=["']?([^"'\s>]+)["']?\s*><\/script>/gi;

/**
 * A page the server rendered is on screen before any of the shell's scripts runs. Deferred
 * scripts run as soon as the HTML is parsed when they are already here (a repeat visit, a fast
 * network), before the browser's first paint, so the page the server drew waited for React to
 * start; and React's start delayed the page's main picture. Its scripts are still fetched from the
 * start, at the low priority deferred scripts have (`<link rel="preload" fetchpriority="low">`
 * where they were), and run in the same order once the first paint is on screen, added by a small
 * inline script under this response's nonce (page-starter.ts).
 */
function startsAfterPaint(html: string, nonce: string): string {
  const sources: string[] = [];
  const preloaded = html.replace(deferredScript, (_tag, src: string) => {
    sources.push(src);
    return `<link rel="preload" as="script" fetchpriority="low" href="${src}">`;
  });
  if (sources.length === 0) return html;
  const tag = `<script nonce="${nonce}">${pageStarter(sources)}</script>`;
  const bodyEnd = preloaded.search(/<\/body>/i);
  return bodyEnd === -1 ? preloaded + tag : preloaded.slice(0, bodyEnd) + tag + preloaded.slice(bodyEnd);
}

const emptyRoot = /<div\s+id=["']?root["']?\s*><\/div>/i;
const noscript = /<noscript>[\s\S]*?<\/noscript>/i;

/** The rendered page in the root element; the note for browsers without JavaScript goes, as the page is there without it. */
function withBody(html: string, body: string): string {
  if (!emptyRoot.test(html)) return html;
  return html.replace(noscript, '').replace(emptyRoot, () => `<div id="root">${body}</div>`);
}

const htmlStart = /<html(\s[^>]*)?>/i;

/** The page's `<html>` element with `lang` set to the page's language. */
function inLanguage(html: string, language: string): string {
  return html.replace(htmlStart, (tag) => {
    const attributes = tag.slice(5, -1).replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${language}"${attributes}>`;
  });
}

/**
 * styled-components reads the nonce from `<meta property="csp-nonce">`: the `nonce` attribute,
 * which browsers hide from the DOM once parsed (so no injected style can read it back through an
 * attribute selector), never `content`, which stays empty for the same reason.
 */
export function nonceMeta(nonce: string): string {
  return `<meta property="csp-nonce" content="" nonce="${nonce}">`;
}

function insertAfter(html: string, pattern: RegExp, tag: string): string | null {
  const found = pattern.exec(html);
  if (found === null) return null;
  const end = found.index + found[0].length;
  return html.slice(0, end) + tag + html.slice(end);
}
