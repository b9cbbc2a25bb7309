// A real SMTP server in this process for tests, the outbox crash bench and the e2e run: it accepts
// every message and keeps it parsed (mailparser), attachments included. It can be stopped and
// started again on the same port, to play a mail server that is down for a while.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  messageId: string | undefined;
  to: string;
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string | undefined; contentType: string; content: string }[];
}

export interface TestSmtpServer {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Called with each message as it arrives. */
  onMail?: (mail: ReceivedMail) => void;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((v) => v.text).join(', ');
}

function toReceived(mail: ParsedMail): ReceivedMail {
  return {
    messageId: mail.messageId,
    to: addressText(mail.to),
    from: addressText(mail.from),
    replyTo: mail.replyTo ? addressText(mail.replyTo) : undefined,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('utf8') })),
  };
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const handle: TestSmtpServer = {
    url: '',
    port,
    received,
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      if (server) return;
      const created = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (parsed) => {
              const mail = toReceived(parsed);
              received.push(mail);
              handle.onMail?.(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      await new Promise<void>((resolve, reject) => {
        created.once('error', reject);
        created.listen(handle.port, '127.0.0.1', () => {
          created.off('error', reject);
          resolve();
        });
      });
      server = created;
      const address = created.server.address();
      const bound = typeof address === 'object' && address ? address.port : handle.port;
      Object.assign(handle, { port: bound, url: `smtp://127.0.0.1:${bound}` });
    },
  };
  await handle.start();
  return handle;
}
