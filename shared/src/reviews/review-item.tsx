import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Review } from '../domain';
import { usePageLocale, useSharedText } from '../i18n/shared-text';
import { dateFormat } from '../format/page-intl';
import { Button } from '../ui/button';
import type { ReviewPagesState } from './use-review-pages';

type ReadyReviewPages = Extract<ReviewPagesState, { status: 'ready' }>;

const Item = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
`;

const Score = styled.span`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  letter-spacing: 1px;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** The guest's words as they wrote them: line breaks kept, never read as markup. */
const Body = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Reply = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-left: 1rem;
  padding: 0.6rem 0.9rem;
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.page};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const STAY_MONTH = { year: 'numeric', month: 'long', timeZone: 'UTC' } as const;

/** `2026-03` → `March 2026`, in the page's language (page-intl: Sinhala without the browser's data). */
function useStayMonthText(): (stayMonth: string) => string {
  const writer = dateFormat(usePageLocale(), STAY_MONTH, useSharedText());
  return (stayMonth) => (/^\d{4}-\d{2}$/.test(stayMonth) ? writer.format(new Date(`${stayMonth}-01T00:00:00Z`)) : stayMonth);
}

/** One review: its rating, guest, month of stay, text, and the owner's answer; `children` after it (the owner's Reply). */
export function ReviewItem({ review, children }: { review: Review; children?: ReactNode }) {
  const text = useSharedText();
  const stayMonthText = useStayMonthText();
  return (
    <Item aria-label={text('shared.review.by', { guest: review.guestName })}>
      <Head>
        <Score role="img" aria-label={text('shared.review.rated', { rating: review.rating })}>
          {'★'.repeat(review.rating)}
          <Meta aria-hidden="true"> {review.rating}/5</Meta>
        </Score>
        <strong>{review.guestName}</strong>
        <Meta>{text('shared.review.stayed', { month: stayMonthText(review.stayMonth) })}</Meta>
      </Head>
      <Body>{review.body}</Body>
      {review.ownerReply !== undefined && (
        <Reply>
          <strong>{text('shared.review.reply')}</strong>
          <Body>{review.ownerReply}</Body>
        </Reply>
      )}
      {children}
    </Item>
  );
}

export const ReviewList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MoreProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Under a list of reviews: "Show more reviews" while more remain, and what went wrong loading them. */
export function MoreReviews({ state, onShowMore }: { state: ReadyReviewPages; onShowMore: () => Promise<void> }) {
  const text = useSharedText();
  return (
    <>
      {state.moreFailed && <MoreProblem role="alert">{text('shared.review.moreFailed')}</MoreProblem>}
      {state.nextCursor && (
        <div>
          <Button type="button" $tone="outline" disabled={state.loadingMore} onClick={() => void onShowMore()}>
            {state.loadingMore ? text('shared.review.loading') : text('shared.review.more')}
          </Button>
        </div>
      )}
    </>
  );
}
