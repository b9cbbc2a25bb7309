// The HTML halves of the e-mails: every piece of text that came from a person (a hotel's title, a
// guest's name, a contact message) goes through escapeHtml before it is placed in markup.

import type { Language } from '@ceylon/shared/languages';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A plain, mail-client-safe page around `body` (already HTML), titled with `title` (text), in `language`. */
export function htmlPage(title: string, body: string, language: Language = 'en'): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5">' +
    `${body}<p style="color: #6b7280">Ceylon Stays</p></body></html>`
  );
}

/** A two-column table of facts, labels and values given as text. */
export function factsTable(facts: readonly (readonly [string, string])[]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align: left; padding: 4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse: collapse">${rows}</table>`;
}

/** The same facts as lines of text: `Label: value`. */
export function factsText(facts: readonly (readonly [string, string])[]): string {
  return facts.map(([label, value]) => `${label}: ${value}`).join('\n');
}
