// Parts of @ceylon/shared's English catalog, cut by the builds' catalog loader
// (locales/page-texts.json, shared/src/i18n/page-catalog.ts); the whole catalog in tests.
declare module '*/locales/en.json?page=first' {
  const catalog: Record<string, string>;
  export default catalog;
}
declare module '*/locales/en.json?without=first,calendar' {
  const catalog: Record<string, string>;
  export default catalog;
}
declare module '*/locales/en.json?page=calendar' {
  const catalog: Record<string, string>;
  export default catalog;
}
