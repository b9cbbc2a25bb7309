import type { Area } from '@ceylon/shared';
import { pageRoutes } from '../routes/route-table';

/** A page the shell showed from `at` (performance.now()) on: its route pattern and the app that drew it. */
export interface PageView {
  at: number;
  /** The route table's pattern (`/hotels/:id`), or `*` for the shell's not-found page. */
  route: string;
  area: Area | 'shell';
}

/** The part of react-router's data router read here. */
export interface RouterLike {
  state: { matches: readonly { route: { path?: string } }[] };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * Which page the shell showed when: a metric is charged to the page on screen when it happened
 * (the LCP of the first page, an interaction on a later one), not to wherever the visitor left from.
 */
export function pageTimeline(router: RouterLike, now: () => number = () => performance.now()) {
  const views: PageView[] = [];
  const note = (state: RouterLike['state']) => {
    const route = state.matches.at(-1)?.route.path ?? '*';
    if (views.at(-1)?.route === route) return;
    views.push({ at: now(), route, area: pageRoutes.find((page) => page.path === route)?.area ?? 'shell' });
  };
  note(router.state);
  const stop = router.subscribe(note);
  return {
    /** The page on screen at `time`; the first page for a time before it. */
    at(time: number): PageView | undefined {
      return views.findLast((view) => view.at <= time) ?? views[0];
    },
    stop,
  };
}

export type PageTimeline = ReturnType<typeof pageTimeline>;
