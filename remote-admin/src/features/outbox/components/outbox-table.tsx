import { Button, DataTable, type Column, type OutboxPage } from '@ceylon/shared';

type Summary = OutboxPage['messages'][number];

const KIND_LABELS: Record<Summary['kind'], string> = {
  'booking-confirmed': 'Booking confirmed',
  'booking-cancelled': 'Booking cancelled',
  'password-reset': 'Password reset',
  contact: 'Contact form',
  'owner-booking-made': 'New booking (owner)',
  'owner-booking-cancelled': 'Cancellation (owner)',
  'owner-review-written': 'New review (owner)',
};

const STATUS_LABELS: Record<Summary['status'], string> = { pending: 'Pending', sending: 'Sending', sent: 'Sent', failed: 'Failed' };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' });
const formatWhen = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—');

/** The outbox's messages, each with a button that opens its preview. */
export function OutboxTable({ messages, onPreview }: { messages: Summary[]; onPreview: (id: number) => void }) {
  const columns: Column<Summary>[] = [
    { header: 'Kind', cell: (m) => KIND_LABELS[m.kind] ?? m.kind },
    { header: 'To', cell: (m) => m.to },
    { header: 'Subject', cell: (m) => m.subject },
    { header: 'Status', cell: (m) => STATUS_LABELS[m.status] ?? m.status },
    { header: 'Attempts', cell: (m) => m.attempts },
    { header: 'Last error', cell: (m) => m.lastError ?? '—' },
    { header: 'Created', cell: (m) => formatWhen(m.createdAt) },
    { header: 'Sent', cell: (m) => formatWhen(m.sentAt) },
    {
      header: 'Preview',
      cell: (m) => (
        <Button type="button" $tone="ghost" onClick={() => onPreview(m.id)} aria-label={`Preview message ${m.id}: ${m.subject}`}>
          Preview
        </Button>
      ),
    },
  ];
  return <DataTable caption="Mail outbox (times in Asia/Colombo)" columns={columns} rows={messages} rowKey={(m) => String(m.id)} />;
}
