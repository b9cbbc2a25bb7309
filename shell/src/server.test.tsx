/**
 * @jest-environment node
 */
import { pathIn, useTexts, type Language } from '@ceylon/shared';
import { planPage, renderPage } from './server';

// The shell's server render, as the web server calls it for each request (deploy/src/server/render).
const render = (language: Language = 'en', path = '/no-such-page') =>
  renderPage({ url: pathIn(language, path), nonce: 'n0nce', dataDeadlineMs: 1_000 });

describe('renderPage in a language', () => {
  test('English at the paths without a language, word for word as before', async () => {
    const { html } = await render();
    for (const text of [
      'Home',
      'Services',
      'Destinations',
      'About',
      'Contact',
      'Login',
      'Stay in the loop',
      '© 2025 Ceylon Stays. All rights reserved.',
    ]) {
      expect(html).toContain(`>${text}<`);
    }
  });

  test('two requests rendered at once in different languages each get their own: no language leaks into the other', async () => {
    const pages = await Promise.all((['si', 'ta', 'si', 'ta', 'en'] as const).map((language) => render(language)));
    const [sinhala, tamil, , , english] = pages.map((page) => page.html);
    expect(sinhala).toContain('>මුල් පිටුව<');
    expect(sinhala).toContain('සියලු හිමිකම් ඇවිරිණි.');
    expect(sinhala).not.toContain('முகப்பு');
    expect(tamil).toContain('>முகப்பு<');
    expect(tamil).not.toContain('මුල් පිටුව');
    expect(english).toContain('>Home<');
    expect(english).not.toMatch(/මුල් පිටුව|முகப்பு/);
    expect(pages[2]!.html).toBe(sinhala);
    expect(pages[3]!.html).toBe(tamil);
  });

  test("an area's page is drawn with its area's texts in the page's language", async () => {
    const lines = { en: 'Read in English', si: 'සිංහලෙන් කියවන්න', ta: 'தமிழில் படியுங்கள்' };
    function Home() {
      return <h1>{useTexts()('probe.line')}</h1>;
    }
    const page = { default: Home, texts: async (language: Language) => ({ 'probe.line': lines[language] }) };
    const drawn = await Promise.all(
      (['si', 'ta', 'en'] as const).map((language) =>
        renderPage({ url: pathIn(language, '/'), nonce: 'n0nce', dataDeadlineMs: 1_000, page }),
      ),
    );
    expect(drawn.map(({ html }) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1])).toEqual([lines.si, lines.ta, lines.en]);
  });

  test("a page's links stay in its language, and the footer's switch links to the same page in each", async () => {
    const { html } = await render('ta', '/about');
    expect(html).toContain('href="/ta/attractions"');
    expect(html).toContain('href="/ta"');
    expect(html).not.toContain('href="/attractions"');
    // The top bar's button names the page's language.
    expect(html).toMatch(/மொழி(<!-- -->)?: <\/span>தமிழ்<\/button>/);
    expect(html).toMatch(/<a href="\/about" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    expect(html).toMatch(/<a href="\/si\/about" hrefLang="si" lang="si"[^>]*>සිංහල<\/a>/);
    expect(html).toMatch(/<a href="\/ta\/about" hrefLang="ta" lang="ta" aria-current="true"[^>]*>தமிழ்<\/a>/);
  });
});

describe('planPage', () => {
  test('plans a page in any language as the page itself', () => {
    expect(planPage('/si/about')).toEqual(planPage('/about'));
    expect(planPage('/ta/hotels/42')).toEqual(planPage('/hotels/42'));
    expect(planPage('/si/account')).toEqual({ render: 'browser' });
  });
});
