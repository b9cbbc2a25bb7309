import { composePage } from './compose-page';

const parts = {
  head: '<title>About us | Ceylon Stays</title>',
  nonce: 'n0nce',
  data: '<script type="application/json" id="d">{}</script>',
};

describe('composePage', () => {
  test('replaces the built title and description, minified or not, after <meta charset>', () => {
    for (const built of [
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Built one"><title>Ceylon Stays</title><script defer src=/main.js></script></head><body></body></html>',
      '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="description" content="Built one" /><title>Ceylon Stays</title><script defer src="/main.js"></script></head><body></body></html>',
    ]) {
      const page = composePage(built, parts);
      expect(page).not.toContain('Built one');
      expect(page.match(/<title>/g)).toHaveLength(1);
      expect(page.indexOf('<title>About us')).toBeGreaterThan(page.indexOf('<meta charset'));
      expect(page).toContain('<meta property="csp-nonce" content="" nonce="n0nce">');
      // Data blocks at the end of the head, after the scripts the build placed there.
      expect(page.indexOf('id="d"')).toBeGreaterThan(page.indexOf('/main.js'));
      expect(page.indexOf('id="d"')).toBeLessThan(page.indexOf('</head>'));
    }
  });

  test('a page with no head still gets every part, in order', () => {
    const page = composePage('<p>bare</p>', parts);
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('csp-nonce'));
    expect(page.indexOf('<p>bare</p>')).toBeLessThan(page.indexOf('id="d"'));
  });

  test('puts a server-rendered page in the root, minified or not, its styles in the head, and drops the note for browsers without JavaScript', () => {
    for (const built of [
      '<!doctype html><html><head><meta charset=utf-8><title>x</title></head><body><noscript>Needs JavaScript.</noscript><div id=root></div></body></html>',
      '<!doctype html><html><head><meta charset="utf-8" /><title>x</title></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>',
    ]) {
      const rendered = { html: '<main>$& $1 page</main>', styles: '<style nonce="n0nce">main{}</style>' };
      const page = composePage(built, { ...parts, rendered });
      expect(page).toContain('<div id="root"><main>$& $1 page</main></div>');
      expect(page).not.toContain('noscript');
      expect(page.indexOf('<style nonce="n0nce">')).toBeLessThan(page.indexOf('</head>'));
      // Without a rendered page, the root stays empty for the browser and the note stays.
      expect(composePage(built, { ...parts, rendered: null })).toContain('<noscript>');
    }
  });

  test("a server-rendered page starts the shell's scripts, in order, after its first paint: fetched early at low priority, run by a starter under the nonce", () => {
    const built =
      '<!doctype html><html><head><meta charset=utf-8><title>x</title><script defer src=/vendors.1.js></script><script defer src="/main.2.js"></script></head><body><div id=root></div></body></html>';
    const rendered = { html: '<main>page</main>', styles: '' };
    const page = composePage(built, { ...parts, rendered });
    expect(page).not.toContain('<script defer');
    expect(page).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/vendors.1.js"><link rel="preload" as="script" fetchpriority="low" href="/main.2.js">',
    );
    const starter = /<script nonce="n0nce">([\s\S]*?)<\/script><\/body>/.exec(page)?.[1] ?? '';
    expect(starter).toContain('(["/vendors.1.js","/main.2.js"])');
    expect(starter).toContain('first-contentful-paint');
    // The page the browser draws keeps the build's scripts as they are.
    expect(composePage(built, { ...parts, rendered: null })).toContain(
      '<script defer src=/vendors.1.js></script><script defer src="/main.2.js"></script>',
    );
  });
});
