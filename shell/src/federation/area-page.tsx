import { lazy, Suspense, useMemo, useState } from 'react';
import { usePageTitle } from '@ceylon/shared';
import type { PageRoute } from '../routes/route-table';
import { AreaBoundary } from './area-boundary';
import { loadAreaPage } from './area-registry';
import { PageLoading } from './page-loading';

/** One page of an area: loaded on first visit, inside its own error boundary. */
export function AreaPage({ route }: { route: PageRoute }) {
  usePageTitle(route.title);
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failure forever; a new attempt needs a new lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the point: each retry makes a new lazy component.
  const Page = useMemo(() => lazy(() => loadAreaPage(route.area, route.module)), [route.area, route.module, attempt]);

  return (
    <AreaBoundary key={attempt} area={route.area} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </AreaBoundary>
  );
}
