import type { VitalSample, VitalsReport } from '@ceylon/shared/contracts';

export const VITALS_URL = '/vitals';
/** As many as `POST /vitals` takes in one report. */
const maxSamples = 12;

/**
 * Holds each page view's metrics until the page is hidden or left, then sends them in one report.
 * A metric web-vitals reports again (its value grew after the page came back into view) is not
 * sent twice: each counts once per page view.
 */
export function vitalsBeacon(send: (report: VitalsReport) => void = sendReport) {
  const pending = new Map<string, VitalSample>();
  const sent = new Set<string>();
  return {
    /** `id`: web-vitals' id of this metric in this page view. */
    add(id: string, sample: VitalSample) {
      if (!sent.has(id)) pending.set(id, sample);
    },
    flush() {
      if (pending.size === 0) return;
      const samples = [...pending.values()].slice(-maxSamples);
      for (const id of pending.keys()) sent.add(id);
      pending.clear();
      send({ samples });
    },
  };
}

/**
 * sendBeacon survives the page being closed; a string goes as text/plain, which needs no CORS
 * preflight and carries the browser-id cookie (same origin). fetch with keepalive where it is
 * missing or refuses (its queue is full).
 */
function sendReport(report: VitalsReport) {
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(VITALS_URL, body)) return;
  } catch {
    // Some browsers throw instead of answering false; fetch below.
  }
  fetch(VITALS_URL, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {
    // Best effort: a lost report costs one sample.
  });
}
