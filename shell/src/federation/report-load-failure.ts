import { apiClient, type Area } from '@ceylon/shared';
import type { ClientErrorReport } from '@ceylon/shared/domain';
import { releaseOf } from './active-releases';
import { AreaLoadError } from './area-load-error';

/** Tells the API that a part of the site failed in a browser, so operators see it. */
export function reportAreaFailure(area: Area, error: unknown) {
  const release = releaseOf(area);
  const report =
    error instanceof AreaLoadError
      ? { area, version: error.version, url: error.url, type: error.type, message: error.message }
      : {
          area,
          version: release?.version ?? 'unknown',
          url: window.location.href,
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
        };
  send(report);
}

/** Tells the API that the page now runs an area's previous release because `failure` happened. */
export function reportFallback(area: Area, failure: AreaLoadError, usedVersion: string) {
  send({
    area,
    version: failure.version,
    url: failure.url,
    type: 'fallback',
    message: `Fell back to ${usedVersion} after ${failure.type}: ${failure.url}`,
  });
}

function send(report: ClientErrorReport) {
  apiClient.post('/client-errors', report).catch(() => {
    // Reporting is best effort: a page that failed must not fail again for this.
  });
}
