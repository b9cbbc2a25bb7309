import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows a list of links under it (the user menu, the language menu): Tab walks into
 * the list, Escape closes it and returns to the button, and it closes when focus or a click goes
 * elsewhere, or the page changes. Spread `wrapper` on the element holding both, `button` on the
 * button, and render the list with `listId` while `open`.
 */
export function useDisclosure() {
  const listId = useId();
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  return {
    open,
    listId,
    close: () => setOpenedAt(null),
    wrapper: {
      ref: wrapperRef,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpenedAt(null);
        buttonRef.current?.focus();
      },
      onBlur: (event: FocusEvent) => {
        if (!wrapperRef.current?.contains(event.relatedTarget)) setOpenedAt(null);
      },
    },
    button: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      onClick: () => setOpenedAt(open ? null : pathname),
    },
  };
}
