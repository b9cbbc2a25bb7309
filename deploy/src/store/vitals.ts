import type { VitalMetric } from '@ceylon/shared/contracts';
import { appendCappedLines, readJsonLines } from './capped-jsonl';
import type { StoreLayout } from './layout';

/**
 * One metric of one page view, as the web server accepted it at `POST /vitals`: which release of
 * which app showed which page (the route table's pattern), and what the visitor got. Nothing about
 * the visitor: no address, no browser id, no URL.
 */
export interface VitalRecord {
  area: string;
  version: string;
  route: string;
  metric: VitalMetric;
  /** Milliseconds for LCP and INP; the score for CLS. */
  value: number;
  at: string;
}

/** Past this size the ledger keeps only its newer half: some 40,000 samples either side. */
export const vitalsMaxBytes = 10 * 1024 * 1024;

/**
 * The vitals ledger `npm run releases` reads, beside the load-failure ledger and for the same
 * reason: the web server writes it while the API's embedded database is closed to other processes.
 */
export function appendVitals(layout: StoreLayout, records: readonly VitalRecord[], maxBytes = vitalsMaxBytes): Promise<void> {
  return appendCappedLines(layout, layout.vitalsFile, records, maxBytes);
}

/** Every recorded sample, oldest first. */
export function readVitals(layout: StoreLayout): Promise<VitalRecord[]> {
  return readJsonLines<VitalRecord>(layout.vitalsFile);
}
