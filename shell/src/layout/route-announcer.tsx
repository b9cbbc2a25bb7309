import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (its area loading first) before we stop waiting. */
const HEADING_WAIT_MS = 20_000;

/**
 * Calls `found` with the page's main heading as soon as there is one. Areas load lazily, so the
 * new page's h1 can appear well after the address changes; the old page is gone by then (each
 * route is its own subtree), so any h1 is the new page's.
 */
function whenHeading(main: HTMLElement, found: (heading: HTMLElement) => void) {
  const look = () => {
    const heading = main.querySelector('h1');
    if (!(heading instanceof HTMLElement)) return false;
    found(heading);
    return true;
  };
  if (look()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (look()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * On every page change (not the first load, where the skip link comes first), focus moves to the
 * new page's h1 so a keyboard or screen-reader user starts there instead of on the link they
 * used, and the page's title is announced once in a polite live region.
 */
export function RouteAnnouncer({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shownPath = useRef(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (!main || shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMessage('');
    return whenHeading(main, (found) => {
      if (!found.hasAttribute('tabindex')) found.setAttribute('tabindex', '-1');
      found.focus();
      setMessage(document.title);
    });
  }, [pathname, mainRef]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
