import { NotFoundNotice, usePageTitle } from '@ceylon/shared';
import { usePublicText } from '../../../texts';

/** A town with no hotels, or a page past its last: the site's not-found page, which the server sends with a 404. */
export function TownNotFound() {
  usePageTitle(usePublicText()('public.notFound.title'));
  return <NotFoundNotice />;
}
