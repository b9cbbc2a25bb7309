import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  dateFormat,
  editReview,
  Modal,
  useNotice,
  usePageLanguage,
  useSharedText,
  writeReview,
  type Booking,
  type Language,
  type OwnReview,
} from '@ceylon/shared';
import { ReviewForm } from './review-form';
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
 * review" while it may still be changed. The form opens in a dialog; the list is not reloaded.
 */
export function ReviewAction({ booking, now = () => Date.now() }: { booking: Booking; now?: () => number }) {
  const text = useCustomerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  const { notify } = useNotice();
  const [review, setReview] = useState<OwnReview | undefined>(booking.review);
  const [open, setOpen] = useState(false);

  if (!review && !booking.canReview) return null;
  const editable = review !== undefined && now() < Date.parse(review.editableUntil);
  const hotel = booking.hotel.title;
  const title = text(review ? 'customer.review.editTitle' : 'customer.review.writeTitle', { hotel });

  async function save(values: { rating: number; body: string }) {
    const saved = review ? await editReview(review.id, values) : await writeReview(booking.id, values);
    setReview(saved);
    setOpen(false);
    notify(text(review ? 'customer.review.updated' : 'customer.review.saved'), 'success');
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
