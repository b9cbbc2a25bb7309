import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type OutboxMessage, type OutboxPage as Page } from '@ceylon/shared';
import { apiError, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import OutboxPage from './outbox-page';

const summary = (id: number, overrides: Partial<Page['messages'][number]> = {}): Page['messages'][number] => ({
  id,
  kind: 'booking-confirmed',
  to: `guest${id}@example.com`,
  subject: `Booking confirmed: Lake View (CS-AAAA${id}${id})`.slice(0, 60),
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2030-01-01T04:30:00.000Z',
  sentAt: '2030-01-01T04:31:00.000Z',
  nextAttemptAt: '2030-01-01T04:30:00.000Z',
  ...overrides,
});

const first: Page = {
  messages: [summary(9, { status: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:2525', sentAt: null }), summary(8)],
  nextCursor: 8,
};
const second: Page = {
  messages: [summary(7, { kind: 'contact', subject: '[Contact] Late arrival', to: 'hello@ceylon.test' })],
  nextCursor: null,
};

const message: OutboxMessage = {
  ...summary(8),
  replyTo: null,
  messageId: '<outbox-8@ceylon-stays>',
  text: 'Hello Asha,\n\nYour stay at Lake View is confirmed.',
  html: '<p>Hello Asha</p><script>parent.document.title = "owned"</script>',
  attachments: [{ filename: 'CS-AAAA88.ics', contentType: 'text/calendar; method=PUBLISH', size: 512 }],
};

let get: jest.SpyInstance;

beforeEach(() => {
  signInAs('admin');
  get = jest.spyOn(apiClient, 'get').mockImplementation((url: string, config?: { params?: unknown }) => {
    const cursor = (config?.params as { cursor?: number } | undefined)?.cursor;
    if (url === '/admin/outbox') return Promise.resolve(ok(cursor === 8 ? second : first));
    if (url === '/admin/outbox/8') return Promise.resolve(ok(message));
    return Promise.reject(apiError(404, 'No such message in the outbox'));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

it('lists the messages with their status, attempts and last error, and pages through them', async () => {
  const user = userEvent.setup();
  renderPage(<OutboxPage />);
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('guest9@example.com');
  expect(rows[0]).toHaveTextContent('Pending');
  expect(rows[0]).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:2525');
  expect(within(rows[0]!).getAllByRole('cell')[4]).toHaveTextContent('2');
  expect(rows[1]).toHaveTextContent('Sent');
  expect(get).toHaveBeenCalledWith('/admin/outbox', expect.objectContaining({ params: { limit: 25 } }));

  expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Older' }));
  expect(await screen.findByText('[Contact] Late arrival')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/admin/outbox', expect.objectContaining({ params: { limit: 25, cursor: 8 } }));
  expect(screen.getByText('Page 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Newer' }));
  expect(await screen.findByText('guest9@example.com')).toBeInTheDocument();
  expect(screen.getByText('Page 1')).toBeInTheDocument();
});

it('previews a message: its text as text and its HTML only in an empty sandbox', async () => {
  const user = userEvent.setup();
  renderPage(<OutboxPage />);
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: /Preview message 8/ }));
  const dialog = await screen.findByRole('dialog', { name: message.subject });
  expect(within(dialog).getByLabelText('Text of the message')).toHaveTextContent('Your stay at Lake View is confirmed.');
  expect(within(dialog).getByText('<outbox-8@ceylon-stays>')).toBeInTheDocument();
  expect(within(dialog).getByText('CS-AAAA88.ics (512 bytes)')).toBeInTheDocument();
  const frame = within(dialog).getByTitle('HTML of message 8');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', message.html);
  // Nothing of the message's HTML is part of this page.
  expect(document.querySelector('script')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says so when the outbox cannot be read', async () => {
  get.mockRejectedValue(apiError(403, 'Access denied. Admins only.'));
  renderPage(<OutboxPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admins only.');
});

it('says when nothing has been queued yet', async () => {
  get.mockResolvedValue(ok({ messages: [], nextCursor: null }));
  renderPage(<OutboxPage />);
  expect(await screen.findByText('No e-mail has been queued yet.')).toBeInTheDocument();
});

it('draws itself and a message in Tamil, with the attempts as a plural', async () => {
  const user = userEvent.setup();
  renderPage(<OutboxPage />, { language: 'ta' });
  const table = await screen.findByRole('table');
  expect(screen.getByRole('heading', { level: 1, name: 'அஞ்சல் வெளிப்பெட்டி' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'முயற்சிகள்' })).toBeInTheDocument();
  expect(within(table).getByText('நிலுவையில்')).toBeInTheDocument();
  expect(screen.getByText('பக்கம் 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'பழையவை' })).toBeEnabled();

  await user.click(within(table).getAllByRole('button', { name: /முன்னோட்டம்/ })[1]!);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('sent, 1 முயற்சி')).toBeInTheDocument();
  expect(within(dialog).getByText('CS-AAAA88.ics (512 பைட்டுகள்)')).toBeInTheDocument();
});

it('reads the page again on Refresh, showing a message queued since', async () => {
  const user = userEvent.setup();
  renderPage(<OutboxPage />);
  const table = await screen.findByRole('table');
  expect(within(table).queryByText('guest10@example.com')).not.toBeInTheDocument();

  get.mockImplementation(() => Promise.resolve(ok({ ...first, messages: [summary(10), ...first.messages] })));
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await within(table).findByText('guest10@example.com')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
});
