import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { transformFileSync } from '@swc/core';
import { swcOptions } from '../build/compile-server';
import { pageStarter } from './page-starter';

/** The starter as the server's build makes it: page-starter.inline.ts compiled and minified. */
function builtStarter(sources: readonly string[]): string {
  const file = path.join(__dirname, 'page-starter.inline.ts');
  const exports: { startPage?: (sources: readonly string[]) => void } = {};
  runInNewContext(transformFileSync(file, swcOptions(file)).code, { exports });
  return `(${String(exports.startPage)})(${JSON.stringify(sources)})`;
}

const starters = [
  ['as the tests compile it', pageStarter],
  ['as the server build minifies it', builtStarter],
] as const;

type Listener = (event?: unknown) => void;

/** The starter run in a page of its own: just the parts of a browser it touches, driven by the test. */
function page(starter: (sources: readonly string[]) => string, { hidden = false, picture = false, paints = true } = {}) {
  const added: string[] = [];
  const listeners: { type: string; listener: Listener; capture: boolean }[] = [];
  const pictureListeners: Record<string, Listener> = {};
  const cover = { complete: !picture, addEventListener: (type: string, listener: Listener) => (pictureListeners[type] = listener) };
  const attributes = new Set<string>();
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let attributeChanged: ((changes: unknown[], observer: { disconnect: () => void }) => void) | undefined;
  const nextFrame: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];

  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    addEventListener: (type: string, listener: Listener, options?: boolean | { capture?: boolean }) =>
      listeners.push({ type, listener, capture: options === true || (typeof options === 'object' && options.capture === true) }),
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? [cover] : []),
    createElement: () => ({}),
    head: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? '' : ' in order'}`) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paints ? ['paint'] : [];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
  }
  class MutationObserver {
    constructor(callback: typeof attributeChanged) {
      attributeChanged = callback;
    }
    observe() {}
  }
  runInNewContext(starter(['/a.js', '/b.js']), {
    document,
    window: { PerformanceObserver, MutationObserver },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    requestAnimationFrame: (callback: () => void) => nextFrame.push(callback),
  });

  const dispatch = (type: string, event: object = {}) =>
    listeners
      .filter((entry) => entry.type === type)
      .sort((a, b) => Number(b.capture) - Number(a.capture))
      .forEach(({ listener }) => listener(event));
  return {
    added,
    listeners,
    paint: (name: string) => report?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }),
    frame: () => nextFrame.splice(0).forEach((callback) => callback()),
    /** Runs the timers set for `ms` (0: the next task). */
    after: (ms: number) =>
      timers
        .filter((timer) => timer.ms === ms)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1);
          timer.callback();
        }),
    pictureLoaded: () => pictureListeners.load?.(),
    dispatch,
    becomeInteractive: () => {
      attributes.add('data-interactive');
      attributeChanged?.([], { disconnect: () => (attributeChanged = undefined) });
    },
  };
}

const both = ['/a.js in order', '/b.js in order'];

describe.each(starters)('the starter of a server-rendered page, %s', (_how, starter) => {
  test('adds the scripts, once and in order, when the first contentful paint and then a frame have come', () => {
    const tab = page(starter);
    tab.paint('first-paint');
    tab.frame();
    tab.after(0);
    expect(tab.added).toEqual([]);
    tab.paint('first-contentful-paint');
    tab.paint('first-contentful-paint');
    expect(tab.added).toEqual([]);
    tab.frame();
    tab.after(0);
    expect(tab.added).toEqual(both);
    tab.after(3000);
    expect(tab.added).toEqual(both);
  });

  test("waits for the page's main picture to load", () => {
    const tab = page(starter, { picture: true });
    tab.paint('first-contentful-paint');
    tab.frame();
    tab.after(0);
    expect(tab.added).toEqual([]);
    tab.pictureLoaded();
    tab.frame();
    tab.after(0);
    expect(tab.added).toEqual(both);
  });

  test('starts at once in a hidden tab, after a frame where paints are not reported, and after 3 s whatever happens', () => {
    expect(page(starter, { hidden: true }).added).toEqual(both);

    const noPaints = page(starter, { paints: false });
    noPaints.frame();
    noPaints.after(0);
    expect(noPaints.added).toEqual(both);

    const late = page(starter, { picture: true });
    late.after(3000);
    expect(late.added).toEqual(both);
  });

  test.each(['pointerdown', 'keydown', 'focusin', 'touchstart'])('starts at once on a %s, listened to before the page sees it', (type) => {
    const tab = page(starter);
    tab.dispatch(type);
    expect(tab.added).toEqual(both);
    expect(tab.listeners.find((entry) => entry.type === type)?.capture).toBe(true);
  });

  test('holds a form sent before the page is interactive and sends it again, with its button, once it is', () => {
    const tab = page(starter);
    const sent: unknown[] = [];
    const form = { isConnected: true, requestSubmit: (by: unknown) => sent.push(by) };
    const button = { form };
    let prevented = 0;
    tab.dispatch('submit', { target: form, submitter: button, preventDefault: () => prevented++ });
    expect(prevented).toBe(1);
    expect(tab.added).toEqual(both);
    tab.after(0);
    expect(sent).toEqual([]);

    tab.becomeInteractive();
    expect(sent).toEqual([]);
    tab.after(0);
    expect(sent).toEqual([button]);

    // From then on, the page's own handlers have the form.
    tab.dispatch('submit', { target: form, submitter: button, preventDefault: () => prevented++ });
    expect(prevented).toBe(1);
  });

  test('a held form sent by pressing Enter (no button) is sent again the same way; one no longer on the page is dropped', () => {
    const tab = page(starter);
    const sent: unknown[] = [];
    const form = { isConnected: true, requestSubmit: (by: unknown) => sent.push(by) };
    tab.dispatch('submit', { target: form, preventDefault: () => undefined });
    tab.becomeInteractive();
    tab.after(0);
    expect(sent).toEqual([null]);

    const other = page(starter);
    const gone = { isConnected: false, requestSubmit: (by: unknown) => sent.push(by) };
    other.dispatch('submit', { target: gone, preventDefault: () => undefined });
    other.becomeInteractive();
    other.after(0);
    expect(sent).toEqual([null]);
  });
});

test("the server build's starter is minified: one line, shorter than the source", () => {
  const built = builtStarter([]);
  expect(built).not.toContain('\n');
  expect(built.length).toBeLessThan(pageStarter([]).length * 0.8);
});
