// The password reset e-mail, in text and HTML, in the account's language (decision 0034). The link
// carries the token after `#`, so it never reaches a server's (or a proxy's) request log; the page
// reads it in the browser.
import { pathIn, type Language } from '@ceylon/shared/languages';
import { RESET_LINK_MINUTES } from '../../repositories/password-reset-repository';
import type { OutgoingMail } from '../outbox';
import { escapeHtml, htmlPage } from './html';
import { mailWords } from './words';

/** `https://site/reset-password#token=…`, under `/si` or `/ta` for a Sinhala or Tamil account. */
export function resetLink(siteUrl: string, token: string, language: Language = 'en'): string {
  return `${siteUrl}${pathIn(language, '/reset-password')}#token=${encodeURIComponent(token)}`;
}

export function resetMail(person: { email: string; firstName: string; language?: Language }, link: string): OutgoingMail {
  const { language, t } = mailWords(person.language);
  const subject = t('reset.subject');
  const once = t('reset.once', { minutes: RESET_LINK_MINUTES });
  const text = [
    t('mail.hello', { name: person.firstName }),
    '',
    t('reset.asked'),
    '',
    link,
    '',
    once,
    t('reset.ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(t('mail.hello', { name: person.firstName }))}</p>` +
      `<p>${escapeHtml(t('reset.asked'))}</p>` +
      `<p><a href="${escapeHtml(link)}" style="color: #0b6e4f; font-weight: bold">${escapeHtml(t('reset.button'))}</a></p>` +
      `<p>${escapeHtml(once)}</p>` +
      `<p>${escapeHtml(t('reset.ignore'))}</p>`,
    language,
  );
  return { kind: 'password-reset', to: person.email, subject, text, html };
}
