import { useEffect, useState } from 'react';
import type { Dashboard } from '@ceylon/shared';
import { getDashboard } from './get-dashboard';

export interface DashboardLoad {
  dashboard: Dashboard | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * The dashboard's figures for all the caller's hotels, or for `hotelId`; loaded again when it
 * changes, or when `version` does (a page's refresh).
 */
export function useDashboard(hotelId?: string, version?: number): DashboardLoad {
  const [load, setLoad] = useState<DashboardLoad>({ dashboard: undefined, loading: true, failed: false });

  useEffect(() => {
    let current = true;
    setLoad((previous) => ({ ...previous, loading: true }));
    getDashboard(hotelId).then(
      (dashboard) => current && setLoad({ dashboard, loading: false, failed: false }),
      (error: unknown) => {
        console.error('Failed to load the dashboard figures', error);
        if (current) setLoad({ dashboard: undefined, loading: false, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [hotelId, version]);

  return load;
}
