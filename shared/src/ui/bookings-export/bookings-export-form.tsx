import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  BOOKING_STATUSES,
  Button,
  errorMessage,
  fieldProblem,
  isApiError,
  Panel,
  useMutation,
  useSharedText,
  type BookingStatus,
  type SharedText,
} from '@ceylon/shared';
import { downloadFile } from '@ceylon/shared/download';
import english from './locales/en.json';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 0.75rem 1rem;
  > div {
    display: grid;
    /* One column that may be narrower than its widest choice (a long hotel name). */
    grid-template-columns: minmax(0, 1fr);
    gap: 0.35rem;
    min-width: min(100%, 10rem);
    max-width: 100%;
  }
  label {
    font-weight: 600;
  }
  input,
  select {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    /* A long hotel name in a choice must not widen the form past a phone's screen. */
    max-width: 100%;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  > button {
    align-self: end;
  }
`;

const Box = styled(Panel)`
  display: grid;
  gap: 1rem;
  > * {
    min-width: 0;
  }
  margin: 1.5rem 0 2rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const STATUS_LABELS: Record<BookingStatus, SharedText> = {
  confirmed: 'shared.export.confirmed',
  completed: 'shared.status.completed',
  pending: 'shared.status.pending',
  cancelled: 'shared.status.cancelled',
};

type Field = 'from' | 'to';
type Outcome =
  { state: 'idle' } | { state: 'busy' } | { state: 'saved'; fileName: string } | { state: 'problem'; message: string; field?: Field };

/** What went wrong: the server's words when it gave a reason (still English, the API's), else ours in the page's language. */
function problemOf(error: unknown, text: (id: SharedText) => string): Outcome {
  for (const field of ['from', 'to'] as const) {
    const message = fieldProblem(error, field);
    if (message) return { state: 'problem', message, field };
  }
  if (isApiError(error) && !error.response) return { state: 'problem', message: text('shared.export.noAnswer') };
  if (isApiError(error) && error.response?.status === 403) {
    return { state: 'problem', message: errorMessage(error, text('shared.export.forbidden')) };
  }
  return { state: 'problem', message: errorMessage(error, text('shared.export.failed')) };
}

/** A date box; a date the server refused is said under it and describes it. */
function DateBox(props: { id: string; label: string; value: string; onChange: (value: string) => void; problem?: string }) {
  const { id, label, value, onChange, problem } = props;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && <Problem id={`${id}-problem`}>{problem}</Problem>}
    </div>
  );
}

export interface BookingsExportFormProps {
  /** The export's path under /api, e.g. `/hotels/{id}/bookings/export`. */
  path: string;
  /** The file's name if the server gives none. */
  fallbackName: string;
  /** What is exported, for the heading's reader: "Bookings of Lake View". */
  intro: string;
  /** A field of the caller's before the dates (the admin's choice of hotel). */
  children?: ReactNode;
}

/**
 * "Export bookings (CSV)": stay or booking dates from–to and a status, then Download. The file is
 * fetched with the session and handed to the browser; the filter stays as it was whatever happens.
 */
export function BookingsExportForm({ path, fallbackName, intro, children }: BookingsExportFormProps) {
  const id = useId();
  const text = useSharedText(english);
  const [dates, setDates] = useState<'stay' | 'booked'>('stay');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  // The download is a mutation: it reads a file once per Download, and no query keeps it.
  const download = useMutation({ mutationFn: (params: Record<string, string>) => downloadFile(path, params, fallbackName) });
  const outcome: Outcome = download.isPending
    ? { state: 'busy' }
    : download.isSuccess
      ? { state: 'saved', fileName: download.data }
      : download.isError
        ? problemOf(download.error, text)
        : { state: 'idle' };
  const busy = outcome.state === 'busy';
  const refusedField = outcome.state === 'problem' ? outcome.field : undefined;

  // A refused date takes the focus, so a screen reader reads the box with the server's reason (again
  // after each refusal).
  const { error } = download;
  useEffect(() => {
    if (refusedField) document.getElementById(`${id}-${refusedField}`)?.focus();
  }, [id, refusedField, error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params: Record<string, string> = { dates };
    if (from) params.from = from;
    if (to) params.to = to;
    if (status) params.status = status;
    download.mutate(params);
  };

  const problem = outcome.state === 'problem' ? outcome.message : undefined;

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text('shared.export.title')}</h2>
      <p>
        {intro} {text('shared.export.file')}
      </p>
      <Form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        {children}
        <div>
          <label htmlFor={`${id}-dates`}>{text('shared.export.dates')}</label>
          <select id={`${id}-dates`} value={dates} onChange={(event) => setDates(event.target.value as 'stay' | 'booked')}>
            <option value="stay">{text('shared.export.stayDates')}</option>
            <option value="booked">{text('shared.export.bookingDates')}</option>
          </select>
        </div>
        <DateBox
          id={`${id}-from`}
          label={text('shared.export.from')}
          value={from}
          onChange={setFrom}
          problem={refusedField === 'from' ? problem : undefined}
        />
        <DateBox
          id={`${id}-to`}
          label={text('shared.export.to')}
          value={to}
          onChange={setTo}
          problem={refusedField === 'to' ? problem : undefined}
        />
        <div>
          <label htmlFor={`${id}-status`}>{text('shared.export.status')}</label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as BookingStatus | '')}>
            <option value="">{text('shared.export.anyStatus')}</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {text(STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? text('shared.export.preparing') : text('shared.export.download')}
        </Button>
      </Form>
      <div aria-live="polite">
        {outcome.state === 'problem' && !outcome.field && <Problem>{outcome.message}</Problem>}
        {outcome.state === 'saved' && <p role="status">{text('shared.export.downloaded', { file: outcome.fileName })}</p>}
      </div>
    </Box>
  );
}
