// The contact form's message, on its way to MAIL_TO with the sender as Reply-To.
import type { ContactRequest } from '@ceylon/shared/domain';
import type { OutgoingMail } from '../outbox';
import { escapeHtml, htmlPage } from './html';

export function contactMail(message: ContactRequest, to: string): OutgoingMail {
  const subject = `[Contact] ${message.subject}`;
  const signature = `${message.name} <${message.email}>`;
  return {
    kind: 'contact',
    to,
    replyTo: `${JSON.stringify(message.name)} <${message.email}>`,
    subject,
    text: `${message.message}\n\n— ${signature}`,
    html: htmlPage(subject, `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p><p>— ${escapeHtml(signature)}</p>`),
  };
}
