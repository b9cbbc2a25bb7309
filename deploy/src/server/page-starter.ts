import { safeJson } from './seo/page-head';

/**
 * The inline script of a page the server rendered: it adds the shell's scripts (`sources`, in
 * order) once the page is on screen, and keeps what a visitor does before React is there.
 *
 * - **When.** Once the first contentful paint is reported and the page's main picture (an
 *   `<img fetchpriority="high">`, the hotel's cover) has loaded and had a frame to be painted. At
 *   once when the visitor reaches for the page (a pointer, a key, a field in focus), in a tab that
 *   is hidden (it paints nothing until shown), after a frame where the browser reports no paints,
 *   and after 3 s whatever happens.
 * - **A form sent before React is there** is held, not sent by the browser to the page's address
 *   (which would lose it, and put a password in a request): the starter adds the scripts at once
 *   and sends the form again, with the same button, once the shell marks the page interactive
 *   (`html[data-interactive]`, set after it has taken over what was typed: shell/src/app/typed-before-start.ts).
 *
 * Plain ES5, inline: it runs before any file arrives. Whitespace is squeezed out, not renamed.
 */
const source = `(function (sources) {
  var d = document, root = d.documentElement, started = 0, held = null;
  function start() {
    if (started++) return;
    sources.forEach(function (src) {
      var script = d.createElement("script");
      script.src = src;
      script.async = false;
      d.head.appendChild(script);
    });
  }
  function soon() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  function painted() {
    var waiting = [].filter.call(d.querySelectorAll('img[fetchpriority="high"]'), function (img) { return !img.complete; });
    var left = waiting.length;
    if (!left) return soon();
    waiting.forEach(function (img) {
      function done() { if (!--left) soon(); }
      img.addEventListener("load", done);
      img.addEventListener("error", done);
    });
  }
  function hidden() { if (d.visibilityState === "hidden") start(); }
  hidden();
  d.addEventListener("visibilitychange", hidden);
  ["pointerdown", "keydown", "focusin", "touchstart"].forEach(function (type) {
    d.addEventListener(type, start, { capture: true, passive: true });
  });
  setTimeout(start, 3000);
  function interactive() { return root.hasAttribute("data-interactive"); }
  d.addEventListener("submit", function (event) {
    if (interactive()) return;
    event.preventDefault();
    held = { form: event.target, by: event.submitter || null };
    start();
  }, true);
  var Observer = window.MutationObserver;
  if (Observer) new Observer(function (changes, observer) {
    if (!interactive()) return;
    observer.disconnect();
    var sent = held;
    held = null;
    if (sent) setTimeout(function () { if (sent.form.isConnected) sent.form.requestSubmit(sent.by && sent.by.form === sent.form ? sent.by : null); }, 0);
  }).observe(root, { attributes: true, attributeFilter: ["data-interactive"] });
  var Paint = window.PerformanceObserver, seen = 0;
  if (Paint && Paint.supportedEntryTypes && Paint.supportedEntryTypes.indexOf("paint") >= 0) {
    new Paint(function (list) {
      if (!seen && list.getEntriesByName("first-contentful-paint").length && ++seen) painted();
    }).observe({ type: "paint", buffered: true });
  } else soon();
})`;

// Squeezes the source's layout: line breaks and their indentation, and spaces around punctuation.
// The source has no comments, and its strings none of these characters next to a space.
const squeezed = source.replace(/\n\s*/g, '').replace(/\s*([(){};,=!<>+|&?:-])\s*/g, '$1');

/** The starter's script body for a page whose scripts are `sources`, to go under the response's nonce. */
export function pageStarter(sources: readonly string[]): string {
  return `${squeezed}(${safeJson(sources)})`;
}
