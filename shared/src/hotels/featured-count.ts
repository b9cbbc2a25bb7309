/** Hotels shown before View All Hotels (docs/product.md §9). */
export const FEATURED_COUNT = 4;
