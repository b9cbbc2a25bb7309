import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  errorMessage,
  useGuestScoreText,
  useMutation,
  MAX_REPLY_LENGTH,
  replyToReview,
  MoreReviews,
  ReviewItem,
  ReviewList,
  textLength,
  useCheckedSubmit,
  useFormFields,
  useNotice,
  usePageLanguage,
  useReviewPages,
  type Hotel,
  type Review,
} from '@ceylon/shared';
import { numberFormat } from '../../../intl';
import { useOwnerText } from '../../../texts';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  margin: 2rem 0;
  h2,
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const ReplyForm = styled.form`
  display: grid;
  gap: 0.5rem;
  label {
    font-weight: 600;
  }
  textarea {
    min-height: 6rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

/** "Reply" under a review without an answer; the owner answers once. */
function ReplyBox({ review, onReplied }: { review: Review; onReplied: (change: Partial<Review>) => void }) {
  const text = useOwnerText();
  const count = numberFormat(usePageLanguage());
  const id = useId();
  const { notify } = useNotice();
  const [open, setOpen] = useState(false);
  const max = count.format(MAX_REPLY_LENGTH);
  // What is wrong with the reply: in the page's language, or the server's own message; the focus
  // stays where it is (on the button just pressed).
  const { values, field, setErrors, check, errors } = useFormFields(
    { reply: text('owner.reply.label') },
    { reply: '' },
    ({ reply }) => {
      if (reply.trim() === '') return { reply: text('owner.reply.required') };
      if (textLength(reply) > MAX_REPLY_LENGTH) return { reply: text('owner.reply.tooLong', { max }) };
      return {};
    },
    { focusProblem: false },
  );
  const reply = field('reply');
  const problem = errors.reply;
  // The answer goes into the cached review pages (onReplied), so the review shows it and loses its Reply.
  const { mutateAsync, isPending: sending } = useMutation({
    mutationFn: (body: string) => replyToReview(review.id, body),
    onError: (error) => {
      console.error('Failed to reply to a review', error);
      setErrors({ reply: errorMessage(error, text('owner.reply.failed')) });
    },
    onSuccess: (change) => {
      onReplied(change);
      notify(text('owner.reply.sent'), 'success');
    },
  });
  const { submit } = useCheckedSubmit(
    check,
    () =>
      mutateAsync(values.reply.trim()).then(
        () => true,
        () => false,
      ),
    () => undefined,
  );
  // The form opens on the owner's click: the field they will type in takes focus.
  const focusOnOpen = useCallback((box: HTMLTextAreaElement | null) => box?.focus(), []);

  if (!open) {
    return (
      <div>
        <Button
          type="button"
          $tone="outline"
          aria-label={text('owner.reply.openNamed', { name: review.guestName })}
          onClick={() => setOpen(true)}
        >
          {text('owner.reply.open')}
        </Button>
      </div>
    );
  }

  return (
    <ReplyForm aria-label={text('owner.reply.openNamed', { name: review.guestName })} noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-reply`}>{reply.label}</label>
      <textarea
        id={`${id}-reply`}
        value={reply.value}
        ref={focusOnOpen}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        onChange={reply.onChange}
      />
      <Muted id={`${id}-count`}>{text('owner.reply.count', { count: count.format(textLength(reply.value)), max })}</Muted>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
      <div>
        <Button type="submit" disabled={sending}>
          {text(sending ? 'owner.reply.sending' : 'owner.reply.publish')}
        </Button>
        <Button type="button" $tone="ghost" onClick={() => setOpen(false)}>
          {text('owner.cancel')}
        </Button>
      </div>
    </ReplyForm>
  );
}

/** An owner's view of one hotel's reviews, with "Reply" on each one not yet answered. */
export function OwnerReviews({ hotel }: { hotel: Hotel }) {
  const text = useOwnerText();
  const guestScore = useGuestScoreText();
  const { state, showMore, replace } = useReviewPages(hotel.id);

  return (
    <Section aria-labelledby="owner-reviews-title">
      <h2 id="owner-reviews-title">{text('owner.reviews.title')}</h2>
      <p>{guestScore(hotel)}</p>
      {state.status === 'loading' && <Muted role="status">{text('owner.reviews.loading')}</Muted>}
      {state.status === 'failed' && <Problem role="alert">{text('owner.reviews.failed')}</Problem>}
      {state.status === 'ready' && state.reviews.length === 0 && <Muted>{text('owner.reviews.none')}</Muted>}
      {state.status === 'ready' && state.reviews.length > 0 && (
        <>
          <ReviewList aria-label={text('owner.reviews.listLabel', { hotel: hotel.title })}>
            {state.reviews.map((review) => (
              <ReviewItem key={review.id} review={review}>
                {review.ownerReply === undefined && <ReplyBox review={review} onReplied={(change) => replace(review.id, change)} />}
              </ReviewItem>
            ))}
          </ReviewList>
          <MoreReviews state={state} onShowMore={showMore} />
        </>
      )}
    </Section>
  );
}
