import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How far a finger or mouse must travel sideways for a drag to count as a swipe. */
export const SWIPE_DISTANCE = 40;

/**
 * Which of `count` photos is shown, and the ways to move: buttons (previous/next wrap round),
 * arrow keys, Home and End, and a sideways swipe on the photo.
 */
export function useGallery(count: number) {
  const [index, setIndex] = useState(0);
  const dragStart = useRef<{ pointerId: number; x: number } | null>(null);
  const shown = Math.min(index, Math.max(count - 1, 0));

  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => setIndex(0),
      End: () => setIndex(count - 1),
    };
    const move = moves[event.key];
    if (!move || count < 2) return;
    event.preventDefault();
    move();
  };

  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      dragStart.current = { pointerId: event.pointerId, x: event.clientX };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = dragStart.current;
      dragStart.current = null;
      if (!start || start.pointerId !== event.pointerId || count < 2) return;
      const distance = event.clientX - start.x;
      if (Math.abs(distance) >= SWIPE_DISTANCE) step(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      dragStart.current = null;
    },
  };

  return { index: shown, show: setIndex, previous: () => step(-1), next: () => step(1), onKeyDown, swipe };
}
