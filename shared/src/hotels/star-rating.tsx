import styled from 'styled-components';

const MAX_STARS = 5;

const Stars = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 2px;
  font-size: 1rem;
  line-height: 1;
`;

const Star = styled.span<{ $filled: boolean }>`
  color: ${({ theme, $filled }) => ($filled ? theme.colors.accent : theme.colors.line)};
`;

const Figure = styled.span`
  margin-left: 0.35rem;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.9rem;
  font-weight: 700;
`;

/**
 * Filled stars by the whole part of the rating, out of five (SPEC.md §3), and the rating as a number
 * beside them so 4.0 and 4.7 differ at a glance. The number sits inside the image: its label already
 * says the rating, so a screen reader hears it once.
 */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.floor(rating)));
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star key={index} $filled={index < filled} aria-hidden="true">
          ★
        </Star>
      ))}
      <Figure>{rating.toFixed(1)}</Figure>
    </Stars>
  );
}
