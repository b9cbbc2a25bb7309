// Hands one outbox message to the mail server at SMTP_URL with nodemailer. Its Message-ID comes
// from the outbox row, so a message sent again after a crash can be recognised as the same one.
import nodemailer from 'nodemailer';

/** An outbox row as the worker sends it. */
export interface QueuedMail {
  id: number;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface MailSender {
  /** Resolves once the mail server has accepted the message; rejects with its reason otherwise. */
  send(mail: QueuedMail): Promise<void>;
  close(): void;
}

/** The Message-ID of outbox message `id`: the same on every attempt. */
export function outboxMessageId(id: number): string {
  return `<outbox-${id}@ceylon-stays>`;
}

/**
 * Timeouts well inside the worker's lease (OUTBOX_LEASE_MS): a message whose send is still
 * running is never claimed by a second worker.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.toAddress,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        messageId: outboxMessageId(mail.id),
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close() {
      transport.close();
    },
  };
}
