import { useState } from 'react';
import styled from 'styled-components';
import { Button, editReview, Modal, useNotice, writeReview, type Booking, type OwnReview } from '@ceylon/shared';
import { ReviewForm } from './review-form';

export const REVIEW_SAVED = 'Thank you! Your review is published.';
export const REVIEW_UPDATED = 'Your review is updated.';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Colombo' });

/**
 * On a completed stay of the guest's bookings: "Write a review", or their review with "Edit your
 * review" while it may still be changed. The form opens in a dialog; the list is not reloaded.
 */
export function ReviewAction({ booking, now = () => Date.now() }: { booking: Booking; now?: () => number }) {
  const { notify } = useNotice();
  const [review, setReview] = useState<OwnReview | undefined>(booking.review);
  const [open, setOpen] = useState(false);

  if (!review && !booking.canReview) return null;
  const editable = review !== undefined && now() < Date.parse(review.editableUntil);
  const title = `${review ? 'Edit your review' : 'Review your stay'} at ${booking.hotel.title}`;

  async function save(values: { rating: number; body: string }) {
    const saved = review ? await editReview(review.id, values) : await writeReview(booking.id, values);
    setReview(saved);
    setOpen(false);
    notify(review ? REVIEW_UPDATED : REVIEW_SAVED, 'success');
  }

  return (
    <Row>
      {review && (
        <p>
          You rated this stay {review.rating} out of 5
          {editable && ` · you can change your review until ${dateFormat.format(Date.parse(review.editableUntil))}`}
        </p>
      )}
      {(!review || editable) && (
        <Button
          type="button"
          $tone="outline"
          aria-label={`${review ? 'Edit your review' : 'Write a review'}: ${booking.hotel.title}`}
          onClick={() => setOpen(true)}
        >
          {review ? 'Edit your review' : 'Write a review'}
        </Button>
      )}
      {open && (
        <Modal title={title} onClose={() => setOpen(false)}>
          <ReviewForm
            initial={review && { rating: review.rating, body: review.body }}
            submitLabel={review ? 'Save changes' : 'Publish review'}
            onSubmit={save}
            onCancel={() => setOpen(false)}
          />
        </Modal>
      )}
    </Row>
  );
}
