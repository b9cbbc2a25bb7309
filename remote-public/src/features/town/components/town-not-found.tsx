import { NotFoundNotice, usePageTitle } from '@ceylon/shared';

/** A town with no hotels, or a page past its last: the site's not-found page, which the server sends with a 404. */
export function TownNotFound() {
  usePageTitle('Page not found');
  return <NotFoundNotice />;
}
