// The password reset e-mail, in text and HTML. The link carries the token after `#`, so it never
// reaches a server's (or a proxy's) request log; the page reads it in the browser.
import { RESET_LINK_MINUTES } from '../../repositories/password-reset-repository';
import type { OutgoingMail } from '../outbox';
import { escapeHtml, htmlPage } from './html';

/** `https://site/reset-password#token=…` */
export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl}/reset-password#token=${encodeURIComponent(token)}`;
}

export function resetMail(person: { email: string; firstName: string }, link: string): OutgoingMail {
  const subject = 'Reset your Ceylon Stays password';
  const text = [
    `Hello ${person.firstName},`,
    '',
    'Someone asked to reset the password of your Ceylon Stays account. To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once, within ${RESET_LINK_MINUTES} minutes. Choosing a new password signs you out everywhere.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    '— Ceylon Stays',
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(person.firstName)},</p>` +
      '<p>Someone asked to reset the password of your Ceylon Stays account. To choose a new password, open this link:</p>' +
      `<p><a href="${escapeHtml(link)}" style="color: #0b6e4f; font-weight: bold">Choose a new password</a></p>` +
      `<p>The link works once, within ${RESET_LINK_MINUTES} minutes. Choosing a new password signs you out everywhere.</p>` +
      '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  );
  return { kind: 'password-reset', to: person.email, subject, text, html };
}
