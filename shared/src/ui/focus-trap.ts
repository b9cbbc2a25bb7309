import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements Tab stops at inside `container`, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Tab and Shift+Tab wrap around inside `container` instead of leaving it; focus that has got out
 * (the address bar and back, a click on the backdrop) is brought back in on the next Tab.
 */
function keepTabInside(event: KeyboardEvent, container: HTMLElement) {
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** What focus may fall back to when the opener is gone: the item or section it belonged to. */
const ITEM = 'li, tr, article, section, [role="region"], main';

/** How long after a dialog closes its opener is watched: long enough for a reload after a delete. */
const OPENER_WATCH_MS = 10_000;

/**
 * Gives focus back to the opener, and if the answer then removes it (a deleted row, a cancelled
 * booking's button), to the item or section it was in instead of letting it fall to the page.
 */
function returnFocusTo(opener: HTMLElement) {
  opener.focus();
  const ancestors: HTMLElement[] = [];
  for (let parent = opener.parentElement; parent && parent !== document.body; parent = parent.parentElement) ancestors.push(parent);
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    const remaining = ancestors.filter((ancestor) => ancestor.isConnected);
    // A whole item or section reads better than the empty box the button sat in.
    const nearest = remaining.find((ancestor) => ancestor.matches(ITEM)) ?? remaining[0];
    if (!nearest || (document.activeElement && document.activeElement !== document.body)) return;
    if (!nearest.hasAttribute('tabindex')) nearest.setAttribute('tabindex', '-1');
    nearest.focus({ preventScroll: true });
  });
  const timer = setTimeout(() => stop(), OPENER_WATCH_MS);
  // Once the user has moved on, where the opener went no longer matters.
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', stop);
  };
  document.addEventListener('focusin', stop);
  observer.observe(document.body, { childList: true, subtree: true });
}

interface FocusTrapOptions {
  /** Called on Escape: the dialog's "no" or "close". */
  onEscape: () => void;
  /** What takes focus when the dialog opens; by default its first focusable element. */
  initialFocus?: (panel: HTMLElement) => HTMLElement | null | undefined;
}

/**
 * Focus handling of a modal dialog while it is mounted: focus moves into it, Tab stays inside,
 * Escape answers `onEscape`, and when it goes away focus returns to whatever opened it, so a
 * keyboard user carries on where they were instead of starting again from the top of the page.
 */
export function useFocusTrap(panelRef: RefObject<HTMLElement | null>, options: FocusTrapOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    (latest.current.initialFocus?.(panel) ?? focusableIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
      } else if (event.key === 'Tab') {
        keepTabInside(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) returnFocusTo(opener);
    };
  }, [panelRef]);
}
