import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@ceylon/shared';
import { decideAccess } from './access';
import type { Guard } from './route-table';

export function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const denied = decideAccess(guard, session, `${location.pathname}${location.search}`);
  if (denied) return <Navigate to={denied.to} state={denied.state} replace />;
  return <>{children}</>;
}
