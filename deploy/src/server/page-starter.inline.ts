/**
 * The inline script of a page the server rendered, as a function sent in the page's own `<script>`
 * (page-starter.ts): its text is what the browser runs, so it touches nothing outside itself, and
 * uses nothing the compiler would need a helper for (no spread, `for…of` or classes). The server's
 * build compiles files named `*.inline.ts` to minified ES5 (deploy/src/build/compile-server.ts), so
 * the page carries the minifier's output.
 */
export function startPage(sources: readonly string[]): void {
  const d = document;
  const root = d.documentElement;
  let started = 0;
  let held: { form: HTMLFormElement; by: HTMLElement | null } | null = null;
  function start() {
    if (started++) return;
    sources.forEach(function (src) {
      const script = d.createElement('script');
      script.src = src;
      script.async = false;
      d.head.appendChild(script);
    });
  }
  function soon() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function painted() {
    const waiting = [].filter.call(d.querySelectorAll('img[fetchpriority="high"]'), function (img: HTMLImageElement) {
      return !img.complete;
    }) as HTMLImageElement[];
    let left = waiting.length;
    if (!left) return soon();
    waiting.forEach(function (img) {
      function done() {
        if (!--left) soon();
      }
      img.addEventListener('load', done);
      img.addEventListener('error', done);
    });
  }
  function hidden() {
    if (d.visibilityState === 'hidden') start();
  }
  hidden();
  d.addEventListener('visibilitychange', hidden);
  ['pointerdown', 'keydown', 'focusin', 'touchstart'].forEach(function (type) {
    d.addEventListener(type, start, { capture: true, passive: true });
  });
  setTimeout(start, 3000);
  function interactive() {
    return root.hasAttribute('data-interactive');
  }
  d.addEventListener(
    'submit',
    function (event) {
      if (interactive()) return;
      event.preventDefault();
      held = { form: event.target as HTMLFormElement, by: event.submitter || null };
      start();
    },
    true,
  );
  const Observer = window.MutationObserver;
  if (Observer)
    new Observer(function (_changes, observer) {
      if (!interactive()) return;
      observer.disconnect();
      const sent = held;
      held = null;
      if (sent)
        setTimeout(function () {
          if (sent && sent.form.isConnected)
            sent.form.requestSubmit(sent.by && (sent.by as HTMLButtonElement).form === sent.form ? sent.by : null);
        }, 0);
    }).observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
  const Paint = window.PerformanceObserver;
  let seen = 0;
  if (Paint && Paint.supportedEntryTypes && Paint.supportedEntryTypes.indexOf('paint') >= 0) {
    new Paint(function (list) {
      if (!seen && list.getEntriesByName('first-contentful-paint').length && ++seen) painted();
    }).observe({ type: 'paint', buffered: true });
  } else soon();
}
