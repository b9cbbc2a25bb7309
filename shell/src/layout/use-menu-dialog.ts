import { useEffect, type RefObject } from 'react';
import { useFocusTrap } from '@ceylon/shared';

interface MenuDialogOptions {
  panelRef: RefObject<HTMLElement | null>;
  initialFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** Behaviour of a modal menu: the site's dialog focus handling, and the page stops scrolling. */
export function useMenuDialog({ panelRef, initialFocusRef, onClose }: MenuDialogOptions) {
  useFocusTrap(panelRef, { onEscape: onClose, initialFocus: () => initialFocusRef.current });

  useEffect(() => {
    const { body } = document;
    const before = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = before;
    };
  }, []);
}
