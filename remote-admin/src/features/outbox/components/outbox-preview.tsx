import styled from 'styled-components';
import { errorMessage, Modal, useQuery, type OutboxMessage } from '@ceylon/shared';
import { outboxMessageQuery } from '../api/outbox';
import { useAdminText } from '../../../texts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.35rem 1rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.pre`
  max-height: 40vh;
  overflow: auto;
  margin: 0 0 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.page};
  white-space: pre-wrap;
  font: inherit;
`;

const Frame = styled.iframe`
  width: 100%;
  height: 40vh;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fff;
`;

function Preview({ message }: { message: OutboxMessage }) {
  const text = useAdminText();
  const facts: [string, string][] = [
    [text('admin.outbox.to'), message.to],
    ...(message.replyTo ? [[text('admin.outbox.replyTo'), message.replyTo] as [string, string]] : []),
    [text('admin.outbox.status'), text('admin.outbox.statusLine', { status: message.status, count: message.attempts })],
    ...(message.lastError ? [[text('admin.outbox.lastError'), message.lastError] as [string, string]] : []),
    ...(message.messageId ? [[text('admin.outbox.messageId'), message.messageId] as [string, string]] : []),
    [
      text('admin.outbox.attachments'),
      message.attachments.map((a) => text('admin.outbox.attachment', { name: a.filename, size: a.size })).join(', ') ||
        text('admin.outbox.noAttachments'),
    ],
  ];
  return (
    <>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      <h3>{text('admin.outbox.text')}</h3>
      <Body tabIndex={0} aria-label={text('admin.outbox.textLabel')}>
        {message.text}
      </Body>
      <h3>{text('admin.outbox.html')}</h3>
      {/* An empty sandbox: the message's HTML runs no script and reaches nothing of this page. */}
      <Frame title={text('admin.outbox.htmlTitle', { id: message.id })} sandbox="" srcDoc={message.html} />
    </>
  );
}

/** One message of the outbox in a dialog: its facts, its text, and its HTML in a sandboxed frame. */
export function OutboxPreview({ id, onClose }: { id: number; onClose: () => void }) {
  const text = useAdminText();
  const { data: message, error, isPending } = useQuery(outboxMessageQuery(id));

  return (
    <Modal title={message ? message.subject : text('admin.outbox.message', { id })} onClose={onClose}>
      {isPending && !error && <p role="status">{text('admin.outbox.loadingMessage')}</p>}
      {error && <p role="alert">{errorMessage(error, text('admin.outbox.messageFailed'))}</p>}
      {message && <Preview message={message} />}
    </Modal>
  );
}
