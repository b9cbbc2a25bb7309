import styled from 'styled-components';
import { useGuestScoreText, MoreReviews, ReviewItem, ReviewList, useReviewPages, type Hotel } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

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

/** The hotel page's reviews: the guest score and count, then the reviews newest first with "Show more". */
export function HotelReviews({ hotel }: { hotel: Hotel }) {
  const text = useCustomerText();
  const guestScore = useGuestScoreText();
  const { state, showMore } = useReviewPages(hotel.id);

  return (
    <Section aria-labelledby="reviews-title">
      <h2 id="reviews-title">{text('customer.reviews.title')}</h2>
      <Score>
        {guestScore(hotel)}
        {hotel.guestScore !== null && <Muted as="span"> {text('customer.reviews.scale')}</Muted>}
      </Score>
      <Muted>{text('customer.reviews.stars')}</Muted>
      {state.status === 'loading' && <Muted role="status">{text('customer.reviews.loading')}</Muted>}
      {state.status === 'failed' && <Problem role="alert">{text('customer.reviews.failed')}</Problem>}
      {state.status === 'ready' && state.reviews.length > 0 && (
        <>
          <ReviewList aria-label={text('customer.reviews.listLabel', { hotel: hotel.title })}>
            {state.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ReviewList>
          <Muted role="status">{text('customer.reviews.showing', { shown: state.reviews.length, total: state.total })}</Muted>
          <MoreReviews state={state} onShowMore={showMore} />
        </>
      )}
    </Section>
  );
}
