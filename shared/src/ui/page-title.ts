import { useEffect } from 'react';

export const SITE_NAME = 'Ceylon Stays';

export const pageTitle = (page: string) => (page ? `${page} | ${SITE_NAME}` : SITE_NAME);

/** Sets the document title to the site's name and the page's. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
