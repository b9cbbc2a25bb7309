import { useEffect } from 'react';

let markShown: () => void = () => undefined;

/** Resolves once the first page body (an area's page, its failure, a not-found page) is on screen. */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called by whatever draws a page body: says the page's main content is there. */
export function usePageShown() {
  useEffect(() => markShown(), []);
}
