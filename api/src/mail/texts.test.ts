// The API's catalogs (api/src/locales): every language has every English message, no other, each a
// valid ICU message with the same placeholders, and "Ceylon Stays" kept as it is.
import { compileCatalog } from '@ceylon/shared/compile-catalog';
import { LANGUAGES } from '@ceylon/shared/languages';
import { apiCatalogs, apiText } from './texts';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((found) => found[1]).sort();

describe("the API's catalogs", () => {
  it.each(LANGUAGES)('%s has every message of the English catalog, and no other, with the same placeholders', (language) => {
    const catalog = apiCatalogs[language];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(apiCatalogs.en).sort());
    for (const [id, message] of Object.entries(apiCatalogs.en)) {
      expect([id, placeholders(catalog[id] ?? '')]).toEqual([id, placeholders(message)]);
      if (message.includes('Ceylon Stays')) expect([id, catalog[id]]).toEqual([id, expect.stringContaining('Ceylon Stays')]);
      if (language !== 'en' && !/^[—\s]*Ceylon Stays$/.test(message)) expect([id, catalog[id]]).not.toEqual([id, message]);
    }
    expect(() => compileCatalog(catalog, `api/src/locales/${language}.json`)).not.toThrow();
  });

  it('fills in values', () => {
    expect(apiText('en', 'mail.hello', { name: 'Nimal' })).toBe('Hello Nimal,');
    expect(apiText('ta', 'mail.hello', { name: 'Nimal' })).toBe('வணக்கம் Nimal,');
  });
});
