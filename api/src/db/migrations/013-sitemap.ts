// The sitemap's index: the live hotels in id order with their last edit, so numbering them into
// sitemap pages and reading a page are index-only scans, with no sort of every hotel and no visit
// to the rows. At 100,000 hotels that about halves the query that counts and dates the pages.
// One statement per entry.
export const statements: string[] = [`create index hotels_sitemap on hotels (id) include (updated_at) where deleted_at is null`];
