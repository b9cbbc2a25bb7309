import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { Area } from '@ceylon/shared';
import { AreaFailure } from './area-failure';
import { reportAreaFailure } from './report-load-failure';

interface Props {
  area: Area;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing area inside its own box: the top bar, footer and other areas keep working. */
export function AreaBoundary({ area, onRetry, children }: Props) {
  return (
    <ErrorBoundary
      onError={(error) => reportAreaFailure(area, error)}
      onReset={onRetry}
      fallbackRender={({ error, resetErrorBoundary }) => <AreaFailure area={area} error={error} onRetry={resetErrorBoundary} />}
    >
      {children}
    </ErrorBoundary>
  );
}
