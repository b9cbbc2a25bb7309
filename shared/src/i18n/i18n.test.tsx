import { render, screen } from '@testing-library/react';
import { createTranslator, I18nProvider, languageOfPath, negotiateLanguage, pathIn, Trans, useLingui, type Language } from '.';

describe('languages in paths', () => {
  test.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/si', 'si', '/'],
    ['/si/', 'si', '/'],
    ['/si/hotels/42', 'si', '/hotels/42'],
    ['/ta/destinations/kandy', 'ta', '/destinations/kandy'],
    // Only a whole first segment names a language.
    ['/sights', 'en', '/sights'],
    ['/tamil', 'en', '/tamil'],
    ['/fr/about', 'en', '/fr/about'],
  ])('%s is in %s, at %s', (pathname, language, path) => {
    expect(languageOfPath(pathname)).toEqual({ language, path });
  });

  test('a path put in a language is read back as that language and path', () => {
    for (const language of ['en', 'si', 'ta'] as const) {
      for (const path of ['/', '/about', '/hotels/42']) expect(languageOfPath(pathIn(language, path))).toEqual({ language, path });
    }
    expect(pathIn('ta', '/')).toBe('/ta');
    expect(pathIn('en', '/about')).toBe('/about');
  });
});

describe('negotiateLanguage', () => {
  test.each([
    [undefined, 'en'],
    ['', 'en'],
    ['si-LK,si;q=0.9,en;q=0.8', 'si'],
    ['en-GB,en;q=0.9,ta;q=0.8', 'en'],
    ['fr-FR,ta;q=0.5,si;q=0.4', 'ta'],
    ['en;q=0.5,si;q=0.7', 'si'],
    ['ta;q=0,en;q=0.1', 'en'],
    ['de,fr', 'en'],
    ['SI', 'si'],
    ['ta;q=abc', 'ta'],
  ])('%s → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

const catalogs: Record<Language, Record<string, string>> = {
  en: { nights: '{count, plural, one {# night} other {# nights}}', hello: 'Hello {name}', terms: 'Read the <0>terms</0>.' },
  si: { nights: '{count, plural, one {රාත්‍රී #} other {රාත්‍රී #}}', hello: 'ආයුබෝවන් {name}', terms: '<0>නියම</0> කියවන්න.' },
  ta: { nights: '{count, plural, one {# இரவு} other {# இரவுகள்}}', hello: 'வணக்கம் {name}', terms: '<0>விதிமுறைகளைப்</0> படியுங்கள்.' },
};

describe('createTranslator', () => {
  test('translates with plurals by the language’s own rules, and merges catalogs', () => {
    const english = createTranslator('en', [catalogs.en, { extra: 'More' }]);
    expect(english._('nights', { count: 1 })).toBe('1 night');
    expect(english._('nights', { count: 3 })).toBe('3 nights');
    expect(english._('extra')).toBe('More');
    expect(createTranslator('ta', [catalogs.ta])._('nights', { count: 1 })).toBe('1 இரவு');
    expect(createTranslator('ta', [catalogs.ta])._('nights', { count: 2 })).toBe('2 இரவுகள்');
  });

  test('two translators at once keep their own language: one per request on the server', () => {
    const sinhala = createTranslator('si', [catalogs.si]);
    const tamil = createTranslator('ta', [catalogs.ta]);
    expect([sinhala._('hello', { name: 'Nimali' }), tamil._('hello', { name: 'Nimali' })]).toEqual(['ආයුබෝවන් Nimali', 'வணக்கம் Nimali']);
  });

  test('components read the translator they are given, and Trans places elements in the sentence', () => {
    function Greeting() {
      const { _ } = useLingui();
      return (
        <p>
          {_('hello', { name: 'Kasun' })} <Trans id="terms" components={{ 0: <a href="/terms" /> }} />
        </p>
      );
    }
    render(
      <I18nProvider i18n={createTranslator('si', [catalogs.si])}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText(/ආයුබෝවන් Kasun/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'නියම' })).toHaveAttribute('href', '/terms');
  });
});
