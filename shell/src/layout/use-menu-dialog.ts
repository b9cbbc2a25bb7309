import { useEffect, type RefObject } from 'react';
import { keepTabInside } from '@ceylon/shared';

interface MenuDialogOptions {
  panelRef: RefObject<HTMLElement | null>;
  initialFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** Behaviour of a modal menu: focus moves in, stays in, Escape closes, the page stops scrolling. */
export function useMenuDialog({ panelRef, initialFocusRef, onClose }: MenuDialogOptions) {
  useEffect(() => {
    initialFocusRef.current?.focus();
  }, [initialFocusRef]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panelRef.current) {
        keepTabInside(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, panelRef]);

  useEffect(() => {
    const { body } = document;
    const before = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = before;
    };
  }, []);
}
