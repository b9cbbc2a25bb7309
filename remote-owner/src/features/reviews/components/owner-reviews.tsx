import { useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  errorMessage,
  guestScoreText,
  MAX_REPLY_LENGTH,
  replyToReview,
  MoreReviews,
  ReviewItem,
  ReviewList,
  textLength,
  useNotice,
  useReviewPages,
  type Hotel,
  type Review,
} from '@ceylon/shared';

export const REPLY_REQUIRED = 'Please write your reply';
export const REPLY_TOO_LONG = `Your reply can be at most ${MAX_REPLY_LENGTH.toLocaleString('en-US')} characters`;
export const REPLY_FAILED = 'Your reply could not be sent. Please try again.';
export const REPLY_SENT = 'Your reply is published';

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
  const id = useId();
  const { notify } = useNotice();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The form opens on the owner's click: the field they will type in takes focus.
  const focusOnOpen = useCallback((box: HTMLTextAreaElement | null) => box?.focus(), []);

  if (!open) {
    return (
      <div>
        <Button type="button" $tone="outline" aria-label={`Reply to ${review.guestName}`} onClick={() => setOpen(true)}>
          Reply
        </Button>
      </div>
    );
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setProblem(REPLY_REQUIRED);
    if (textLength(text) > MAX_REPLY_LENGTH) return setProblem(REPLY_TOO_LONG);
    setSending(true);
    try {
      onReplied(await replyToReview(review.id, text.trim()));
      notify(REPLY_SENT, 'success');
    } catch (error: unknown) {
      console.error('Failed to reply to a review', error);
      setProblem(errorMessage(error, REPLY_FAILED));
      setSending(false);
    }
  }

  return (
    <ReplyForm aria-label={`Reply to ${review.guestName}`} noValidate onSubmit={(event) => void send(event)}>
      <label htmlFor={`${id}-reply`}>Your reply (shown under the review; you can reply once)</label>
      <textarea
        id={`${id}-reply`}
        value={text}
        ref={focusOnOpen}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => setText(event.target.value)}
      />
      <Muted id={`${id}-count`}>
        {textLength(text).toLocaleString('en-US')} of {MAX_REPLY_LENGTH.toLocaleString('en-US')} characters
      </Muted>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Publish reply'}
        </Button>
        <Button type="button" $tone="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </ReplyForm>
  );
}

/** An owner's view of one hotel's reviews, with "Reply" on each one not yet answered. */
export function OwnerReviews({ hotel }: { hotel: Hotel }) {
  const { state, showMore, replace } = useReviewPages(hotel.id);

  return (
    <Section aria-labelledby="owner-reviews-title">
      <h2 id="owner-reviews-title">Guest reviews</h2>
      <p>{guestScoreText(hotel)}</p>
      {state.status === 'loading' && <Muted role="status">Loading reviews…</Muted>}
      {state.status === 'failed' && <Problem role="alert">Reviews could not be loaded just now.</Problem>}
      {state.status === 'ready' && state.reviews.length === 0 && <Muted>No reviews for this hotel yet.</Muted>}
      {state.status === 'ready' && state.reviews.length > 0 && (
        <>
          <ReviewList aria-label={`Reviews of ${hotel.title}`}>
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
