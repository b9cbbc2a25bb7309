import { apiClient, type Area } from '@ceylon/shared';
import { releaseOf } from './area-registry';
import { RemoteLoadError } from './remote-load-error';

/** Tells the API that a part of the site failed in a browser, so operators see it. */
export function reportAreaFailure(area: Area, error: unknown) {
  const release = releaseOf(area);
  const report =
    error instanceof RemoteLoadError
      ? { area, version: error.version, url: error.url, type: error.type, message: error.message }
      : {
          area,
          version: release?.version ?? 'unknown',
          url: window.location.href,
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
        };
  apiClient.post('/client-errors', report).catch(() => {
    // Reporting is best effort: a page that failed must not fail again for this.
  });
}
