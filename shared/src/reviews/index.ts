export { fetchReviewPage, writeReview, editReview, replyToReview, type ReviewPage } from './review-requests';
export { useReviewPages, reviewPagesQuery, REVIEWS_PAGE_SIZE, type ReviewPagesState } from './use-review-pages';
export { MoreReviews, ReviewItem, ReviewList } from './review-item';
