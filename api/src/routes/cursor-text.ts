// A paging cursor's text: JSON in base64url. What it decodes to is checked by each route's own
// decoder, field by field, before any of it reaches SQL.

export const encodeCursorText = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The decoded JSON, or undefined when the text is not base64url JSON. */
export function parseCursorText(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
