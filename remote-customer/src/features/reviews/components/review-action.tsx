import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  dateFormat,
  editReview,
  hotelKeys,
  Modal,
  reviewPagesQuery,
  useMutation,
  useNotice,
  useQueryClient,
  usePageLanguage,
  useSharedText,
  writeReview,
  type Booking,
  type Language,
  type OwnReview,
  type ReviewRequest,
} from '@ceylon/shared';
import { ReviewForm } from './review-form';
import { customerBookingsKey } from '../../../api/customer-bookings-key';
import { useCustomerText } from '../../../texts';

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

const UNTIL = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Colombo' } as const;

/** The locale the last day a review may be changed is written in ("12 March 2030" in English). */
const UNTIL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/**
 * On a completed stay of the guest's bookings: "Write a review", or their review with "Edit your
 * review" while it may still be changed. The form opens in a dialog; the review shows on the card
 * at once, and what it changes (the customer's bookings, the hotel's reviews and score) is read again
 * when next shown.
 */
export function ReviewAction({ booking, now = () => Date.now() }: { booking: Booking; now?: () => number }) {
  const text = useCustomerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  const { notify } = useNotice();
  const [review, setReview] = useState<OwnReview | undefined>(booking.review);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const saving = useMutation({
    mutationFn: (values: ReviewRequest) => (review ? editReview(review.id, values) : writeReview(booking.id, values)),
    onSuccess: (saved) => {
      notify(text(review ? 'customer.review.updated' : 'customer.review.saved'), 'success');
      setReview(saved);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: customerBookingsKey });
      void queryClient.invalidateQueries({ queryKey: reviewPagesQuery(booking.hotel.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: hotelKeys.hotel(booking.hotel.id), exact: true });
    },
  });

  if (!review && !booking.canReview) return null;
  const editable = review !== undefined && now() < Date.parse(review.editableUntil);
  const hotel = booking.hotel.title;
  const title = text(review ? 'customer.review.editTitle' : 'customer.review.writeTitle', { hotel });

  // The form shows why a save failed, and keeps its button disabled while saving.
  async function save(values: ReviewRequest) {
    await saving.mutateAsync(values);
  }

  return (
    <Row>
      {review && (
        <p>
          {editable
            ? text('customer.review.ratedEditable', {
                rating: review.rating,
                date: dateFormat(UNTIL_LOCALES[language], UNTIL, sharedText).format(new Date(review.editableUntil)),
              })
            : text('customer.review.rated', { rating: review.rating })}
        </p>
      )}
      {(!review || editable) && (
        <Button
          type="button"
          $tone="outline"
          aria-label={text(review ? 'customer.review.editNamed' : 'customer.review.writeNamed', { hotel })}
          onClick={() => setOpen(true)}
        >
          {text(review ? 'customer.review.edit' : 'customer.review.write')}
        </Button>
      )}
      {open && (
        <Modal title={title} onClose={() => setOpen(false)}>
          <ReviewForm
            initial={review && { rating: review.rating, body: review.body }}
            submitLabel={text(review ? 'customer.review.saveChanges' : 'customer.review.publish')}
            onSubmit={save}
            onCancel={() => setOpen(false)}
          />
        </Modal>
      )}
    </Row>
  );
}
