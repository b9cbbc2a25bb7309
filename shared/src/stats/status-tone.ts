import type { BookingStatus } from '../domain';

export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export interface StatusBadgeLook {
  tone: StatusTone;
  label: string;
}

const tones: Record<BookingStatus, StatusTone> = {
  confirmed: 'success',
  completed: 'info',
  pending: 'warning',
  cancelled: 'danger',
};

const isKnown = (status: string): status is BookingStatus => Object.hasOwn(tones, status);

/**
 * A booking status as the dashboards show it (docs/product.md §4): confirmed green, completed blue,
 * pending yellow, cancelled red, anything else grey; a missing status reads 'Unknown'.
 */
export function statusBadgeLook(status: string | null | undefined): StatusBadgeLook {
  if (!status) return { tone: 'neutral', label: 'Unknown' };
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return { tone: isKnown(status) ? tones[status] : 'neutral', label };
}
