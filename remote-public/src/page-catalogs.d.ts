// A page's share of the area's English catalog (locales/page-texts.json, shared/src/i18n/page-catalog.ts).
declare module '*/locales/en.json?page=home' {
  const catalog: Record<string, string>;
  export default catalog;
}
