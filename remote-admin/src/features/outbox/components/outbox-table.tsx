import { Button, DataTable, type Column, type OutboxPage } from '@ceylon/shared';
import { useAdminText, type AdminText } from '../../../texts';

type Summary = OutboxPage['messages'][number];

const KIND_LABELS: Record<Summary['kind'], AdminText> = {
  'booking-confirmed': 'admin.outbox.kind.bookingConfirmed',
  'booking-cancelled': 'admin.outbox.kind.bookingCancelled',
  'password-reset': 'admin.outbox.kind.passwordReset',
  contact: 'admin.outbox.kind.contact',
  'owner-booking-made': 'admin.outbox.kind.ownerBookingMade',
  'owner-booking-cancelled': 'admin.outbox.kind.ownerBookingCancelled',
  'owner-review-written': 'admin.outbox.kind.ownerReviewWritten',
};

const STATUS_LABELS: Record<Summary['status'], AdminText> = {
  pending: 'admin.outbox.status.pending',
  sending: 'admin.outbox.status.sending',
  sent: 'admin.outbox.status.sent',
  failed: 'admin.outbox.status.failed',
};

/** A label's text, or the value itself when this version does not know it. */
const label = <Key extends string>(labels: Record<Key, AdminText>, value: Key, text: (id: AdminText) => string) =>
  value in labels ? text(labels[value]) : value;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' });
const formatWhen = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—');

/** The outbox's messages, each with a button that opens its preview. */
export function OutboxTable({ messages, onPreview }: { messages: Summary[]; onPreview: (id: number) => void }) {
  const text = useAdminText();
  const columns: Column<Summary>[] = [
    { header: text('admin.outbox.kind'), cell: (m) => label(KIND_LABELS, m.kind, text) },
    { header: text('admin.outbox.to'), cell: (m) => m.to },
    { header: text('admin.outbox.subject'), cell: (m) => m.subject },
    { header: text('admin.outbox.status'), cell: (m) => label(STATUS_LABELS, m.status, text) },
    { header: text('admin.outbox.attempts'), cell: (m) => m.attempts },
    { header: text('admin.outbox.lastError'), cell: (m) => m.lastError ?? '—' },
    { header: text('admin.outbox.created'), cell: (m) => formatWhen(m.createdAt) },
    { header: text('admin.outbox.sent'), cell: (m) => formatWhen(m.sentAt) },
    {
      header: text('admin.outbox.preview'),
      cell: (m) => (
        <Button
          type="button"
          $tone="ghost"
          onClick={() => onPreview(m.id)}
          aria-label={text('admin.outbox.previewNamed', { id: m.id, subject: m.subject })}
        >
          {text('admin.outbox.preview')}
        </Button>
      ),
    },
  ];
  return <DataTable caption={text('admin.outbox.caption')} columns={columns} rows={messages} rowKey={(m) => String(m.id)} />;
}
