import styled from 'styled-components';
import { guestScoreText, MoreReviews, ReviewItem, ReviewList, useReviewPages, type Hotel } from '@ceylon/shared';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-top: 2.5rem;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Score = styled.p`
  font-size: 1.1rem;
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export const REVIEWS_FAILED = 'Reviews could not be loaded just now.';

/** The hotel page's reviews: the guest score and count, then the reviews newest first with "Show more". */
export function HotelReviews({ hotel }: { hotel: Hotel }) {
  const { state, showMore } = useReviewPages(hotel.id);

  return (
    <Section aria-labelledby="reviews-title">
      <h2 id="reviews-title">Guest reviews</h2>
      <Score>
        {guestScoreText(hotel)}
        {hotel.guestScore !== null && <Muted as="span"> (out of 10, from guests’ ratings of 1 to 5)</Muted>}
      </Score>
      <Muted>The stars above are the hotel’s class as its owner gives it; the guest score comes from guests who stayed.</Muted>
      {state.status === 'loading' && <Muted role="status">Loading reviews…</Muted>}
      {state.status === 'failed' && <Problem role="alert">{REVIEWS_FAILED}</Problem>}
      {state.status === 'ready' && state.reviews.length > 0 && (
        <>
          <ReviewList aria-label={`Reviews of ${hotel.title}`}>
            {state.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ReviewList>
          <Muted role="status">
            Showing {state.reviews.length} of {state.total} {state.total === 1 ? 'review' : 'reviews'}
          </Muted>
          <MoreReviews state={state} onShowMore={showMore} />
        </>
      )}
    </Section>
  );
}
