/** Hotels shown before View All Hotels (SPEC.md §9). */
export const FEATURED_COUNT = 4;
