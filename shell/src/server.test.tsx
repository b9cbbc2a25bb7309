/**
 * @jest-environment node
 */
import { renderPage } from './server';

// The shell's server render, as the web server calls it for each request (deploy/src/server/render).
const render = (language?: 'en' | 'si' | 'ta') =>
  renderPage({ url: '/no-such-page', nonce: 'n0nce', dataDeadlineMs: 1_000, ...(language ? { language } : {}) });

describe('renderPage in a language', () => {
  test('English when no language is said, word for word as before', async () => {
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
    const pages = await Promise.all(['si', 'ta', 'si', 'ta', 'en'].map((language) => render(language as 'en' | 'si' | 'ta')));
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
});
