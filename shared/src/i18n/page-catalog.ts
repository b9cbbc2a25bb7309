/**
 * A part of an English catalog: the messages whose ids are one of `groups` or start with one of
 * them and a dot or a colon (`public.hero` takes `public.hero.title`, `route` takes `route:/about`).
 * Its builds import a part as `./locales/en.json?page=<name>` and the rest of the catalog as
 * `./locales/en.json?without=<name>` (shared/build/catalog-loader.ts), the groups of each name listed
 * in the `locales/page-texts.json` beside the catalog: an area's page that carries only the English
 * it draws (the public home page), @ceylon/shared's texts that come with the first page (the rest
 * arrive with the other pages), the shell's catalog without its route titles. A group that names no
 * message is an error, so a renamed group cannot empty a page quietly.
 */
export function pageCatalog<Message>(
  catalog: Readonly<Record<string, Message>>,
  groups: readonly string[],
  file: string,
  keep: 'groups' | 'rest' = 'groups',
): Record<string, Message> {
  const ids = Object.keys(catalog);
  const inGroup = (id: string, group: string) => id === group || id.startsWith(`${group}.`) || id.startsWith(`${group}:`);
  for (const group of groups) {
    if (!ids.some((id) => inGroup(id, group))) throw new Error(`${file}: no message is in the group "${group}"`);
  }
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => groups.some((group) => inGroup(id, group)) === (keep === 'groups')));
}

/** The groups of each named part of a catalog: the `locales/page-texts.json` beside it. */
export type PageTexts = Readonly<Record<string, readonly string[]>>;
