import { PRICE_ORDER_MESSAGE } from './features/hotel-search/search-plan';
import english from './locales/en.json';

// The search plan's price problem is kept in English as a string (its tests read it) and shown in
// the page's language; it cannot read the catalog, which a build compiles. The two say the same.
it("keeps the search plan's English as en.json has it", () => {
  expect(PRICE_ORDER_MESSAGE).toBe(english['customer.search.priceOrder']);
});
