import { MAX_REVIEW_LENGTH } from '@ceylon/shared';
import { PRICE_ORDER_MESSAGE } from './features/hotel-search/search-plan';
import { REVIEWS_FAILED } from './features/reviews/components/hotel-reviews';
import { RATING_REQUIRED, TEXT_REQUIRED, TEXT_TOO_LONG } from './features/reviews/components/review-form';
import english from './locales/en.json';

// The English some modules keep as strings (for their tests, and the search plan's problem) is the
// English catalog's word for word. They cannot read the catalog: a build compiles its messages.
it("keeps the modules' English as en.json has it", () => {
  expect(PRICE_ORDER_MESSAGE).toBe(english['customer.search.priceOrder']);
  expect(REVIEWS_FAILED).toBe(english['customer.reviews.failed']);
  expect(RATING_REQUIRED).toBe(english['customer.review.ratingRequired']);
  expect(TEXT_REQUIRED).toBe(english['customer.review.textRequired']);
  expect(TEXT_TOO_LONG).toBe(english['customer.review.tooLong'].replace('{max}', MAX_REVIEW_LENGTH.toLocaleString('en-US')));
});
