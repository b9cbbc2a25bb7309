/**
 * A page's share of its area's English catalog: the messages whose ids are one of `groups` or
 * start with one of them and a dot (`public.hero` takes `public.hero.title`). An area's pages
 * carry its whole catalog, except a page named in its `locales/page-texts.json`, which carries only
 * the groups listed there: the builds import it as `./locales/en.json?page=<name>`
 * (shared/build/catalog-loader.ts). A group that names no message is an error, so a renamed group
 * cannot empty a page quietly.
 */
export function pageCatalog<Message>(
  catalog: Readonly<Record<string, Message>>,
  groups: readonly string[],
  file: string,
): Record<string, Message> {
  const ids = Object.keys(catalog);
  for (const group of groups) {
    if (!ids.some((id) => id === group || id.startsWith(`${group}.`))) throw new Error(`${file}: no message is in the group "${group}"`);
  }
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => groups.some((group) => id === group || id.startsWith(`${group}.`))));
}

/** The groups of each page that carries only its own: an area's `locales/page-texts.json`. */
export type PageTexts = Readonly<Record<string, readonly string[]>>;
