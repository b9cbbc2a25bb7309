import { useCallback } from 'react';
import { usePageLocale, useSharedText } from '../i18n/shared-text';

/** What guests scored a hotel's stays, in the page's language: "Guest score 8.6 · 12 reviews", or "No reviews yet". */
export function useGuestScoreText(): (hotel: { guestScore: number | null; reviewCount: number }) => string {
  const text = useSharedText();
  const locale = usePageLocale();
  return useCallback(
    (hotel) => {
      if (hotel.guestScore === null || hotel.reviewCount === 0) return text('shared.score.none');
      const score = hotel.guestScore.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return text('shared.score.line', { score, count: hotel.reviewCount });
    },
    [locale, text],
  );
}
