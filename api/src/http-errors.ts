// Errors a handler throws on purpose; the errors plugin turns them into `{ message, ... }` JSON, the
// message in the request's language (`request.language`, from Accept-Language; decision 0034).
import type { Language } from '@ceylon/shared/languages';
import { apiText, type ApiText } from './mail/texts';

/** A message in any of the site's languages. */
export type Wording = (language: Language) => string;

/**
 * One of the API's texts, worded when the answer is sent: `say('error.hotelNotFound')`. A value that
 * is itself a Wording (a status's name, a field's problem) is worded in the same language.
 */
export function say(id: ApiText, values?: Record<string, unknown>): Wording {
  return (language) =>
    apiText(
      language,
      id,
      values &&
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [name, typeof value === 'function' ? (value as Wording)(language) : value]),
        ),
    );
}

export class HttpError extends Error {
  private readonly wording: Wording;

  /** `message` is English (logs and tests read it); the answer says `messageIn(request.language)`. */
  constructor(
    readonly statusCode: number,
    message: string | Wording,
    readonly field?: string,
  ) {
    const wording = typeof message === 'string' ? () => message : message;
    super(wording('en'));
    this.name = 'HttpError';
    this.wording = wording;
  }

  /** The message in `language`; a message given as English text stays English. */
  messageIn(language: Language): string {
    return this.wording(language);
  }
}

export const badRequest = (field: string, message: string | Wording) => new HttpError(400, message, field);
export const unauthorized = (message: string | Wording = say('error.logIn')) => new HttpError(401, message);
export const forbidden = (message: string | Wording = say('error.notAllowed')) => new HttpError(403, message);
export const notFound = (message: string | Wording) => new HttpError(404, message);
export const conflict = (message: string | Wording) => new HttpError(409, message);
export const tooManyRequests = (message: string | Wording) => new HttpError(429, message);
