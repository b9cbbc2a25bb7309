import escapeHtml from 'escape-html';
import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, type Language } from '@ceylon/shared/languages';
import { pageTitle, SITE_NAME } from '@ceylon/shared/page-title';
import { titleIn } from './public-page-descriptions';

/** What the server says of one page in its `<head>`: what crawlers and link previews read. */
export interface PageHead {
  /** The page's own name; the site's is added (`pageTitle`), as the shell does in the browser. */
  title: string;
  description: string;
  /** Absolute URL of the page's one address; none for pages that are not to be indexed. */
  canonical?: string;
  /** Signed-in, admin and one-time pages: kept out of search results. */
  noindex?: boolean;
  /** A share card's picture, absolute, in a format link previews show (never SVG). */
  image?: { url: string; width?: number; height?: number; alt: string };
  /** schema.org data for search engines, each written as its own JSON-LD block. */
  jsonLd?: WithContext<Thing>[];
  /** The page's language (English when not said), and its address in each language (headIn). */
  language?: Language;
  alternates?: { hreflang: Language | 'x-default'; href: string }[];
}

/** Open Graph's locales: English as the site writes it, Sinhala and Tamil as written in Sri Lanka. */
const ogLocales: Record<Language, string> = { en: 'en_GB', si: 'si_LK', ta: 'ta_LK' };

/**
 * The head of the page at its address in `language` (`/si/about`): its canonical URL is that
 * address, and it names the page's address in every language, English as the default for
 * browsers asking for none of them (`x-default`). A page that is not to be indexed has no canonical
 * URL, and so no alternates.
 */
export function headIn(head: PageHead, language: Language, siteUrl: string): PageHead {
  if (!head.canonical?.startsWith(siteUrl)) return { ...head, language };
  const { pathname, search } = new URL(head.canonical.slice(siteUrl.length) || '/', 'http://page.invalid');
  const alternates = addressesOf(siteUrl, pathname, search);
  return { ...head, language, canonical: alternates.find((each) => each.hreflang === language)!.href, alternates };
}

/**
 * The absolute address of the page at `path` (and `search`) in each language, and English's again
 * as `x-default`, the page for a browser that asks for none of them: what a page's head and its
 * sitemap entry name.
 */
export function addressesOf(siteUrl: string, path: string, search = ''): { hreflang: Language | 'x-default'; href: string }[] {
  const at = (language: Language) => siteUrl + pathIn(language, path) + search;
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: at(language) })),
    { hreflang: 'x-default' as const, href: at(DEFAULT_LANGUAGE) },
  ];
}

/**
 * schema.org breadcrumbs of a page under the destinations (a town's, a hotel's): Home › Destinations
 * › `name` at `url`, the first two named as the pages' titles in `language`.
 */
export function destinationsBreadcrumbs(siteUrl: string, name: string, url: string, language: Language): WithContext<BreadcrumbList> {
  const named = (path: string) => titleIn(language, { path, title: '' });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: named('/'), item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: named('/attractions'), item: `${siteUrl}/attractions` },
      { '@type': 'ListItem', position: 3, name, item: url },
    ],
  };
}

/** The head's tags, escaped; JSON-LD as data blocks no value can break out of. */
export function headTags(head: PageHead): string {
  const title = pageTitle(head.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...(head.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
    meta('property', 'og:site_name', SITE_NAME),
    // Every page, hotels too: Open Graph's other types (`place`, …) need a namespace previews ignore.
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:locale', ogLocales[head.language ?? DEFAULT_LANGUAGE]),
    ...(head.alternates ?? [])
      .filter(({ hreflang }) => hreflang !== 'x-default' && hreflang !== (head.language ?? DEFAULT_LANGUAGE))
      .map(({ hreflang }) => meta('property', 'og:locale:alternate', ogLocales[hreflang as Language])),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          ...(head.image.width ? [meta('property', 'og:image:width', String(head.image.width))] : []),
          ...(head.image.height ? [meta('property', 'og:image:height', String(head.image.height))] : []),
          meta('property', 'og:image:alt', head.image.alt),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt)] : []),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return tags.join('');
}

function meta(kind: 'name' | 'property', key: string, content: string): string {
  return `<meta ${kind}="${key}" content="${escapeHtml(content)}">`;
}

/**
 * JSON for a `<script>` data block: `<`, `>`, `&` and the two line separators escaped, so no value
 * can end the element or open a comment. Never run (its type is not JavaScript), so the page's
 * CSP needs nothing for it.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Text cut at a word to at most `max` characters (meta descriptions show about 155). */
export function clip(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
