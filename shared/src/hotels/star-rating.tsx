import styled from 'styled-components';

const MAX_STARS = 5;

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  font-size: 1rem;
  line-height: 1;
`;

const Star = styled.span<{ $filled: boolean }>`
  color: ${({ theme, $filled }) => ($filled ? theme.colors.accent : theme.colors.line)};
`;

/** Filled stars by the whole part of the rating, out of five (SPEC.md §3). */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.floor(rating)));
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star key={index} $filled={index < filled} aria-hidden="true">
          ★
        </Star>
      ))}
    </Stars>
  );
}
