import styled from 'styled-components';
import { useSharedText } from '../i18n/shared-text';
import { BOOKING_STATUSES, type BookingStatus } from '../domain';
import { statusBadgeLook, type StatusTone } from '../stats/status-tone';

// Pale fill with dark text of the same hue keeps every badge readable (WCAG AA) while the
// colours stay the ones docs/product.md §4 names: green, blue, yellow, red, grey.
const palette: Record<StatusTone, { fill: string; text: string }> = {
  success: { fill: '#dcfce7', text: '#14532d' },
  info: { fill: '#dbeafe', text: '#1e3a8a' },
  warning: { fill: '#fef3c7', text: '#78350f' },
  danger: { fill: '#fee2e2', text: '#7f1d1d' },
  neutral: { fill: '#f3f4f6', text: '#374151' },
};

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 0.15rem 0.65rem;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $tone }) => palette[$tone].fill};
  color: ${({ $tone }) => palette[$tone].text};
`;

const isBookingStatus = (status: string): status is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(status);

/** A booking status as the dashboards show it, in the page's language; a missing status reads 'Unknown', another as it came. */
export function StatusBadge({ status }: { status?: string | null }) {
  const text = useSharedText();
  const { tone, label } = statusBadgeLook(status);
  const shown = !status ? text('shared.status.unknown') : isBookingStatus(status) ? text(`shared.status.${status}`) : label;
  return (
    <Pill $tone={tone} data-tone={tone}>
      {shown}
    </Pill>
  );
}
