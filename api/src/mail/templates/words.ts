// A mail's words in its recipient's language (decision 0034): the catalogs' texts and the dates,
// formatted with Intl in that language. English keeps the en-GB forms its mails always had
// ("Sat, 31 May 2025"), not en-LK's, so an English mail says word for word what it said before.
import { BOOKING_TIME_ZONE } from '@ceylon/shared/domain';
import type { Language } from '@ceylon/shared/languages';
import { apiText, type ApiText } from '../texts';

const LOCALES: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

export interface MailWords {
  language: Language;
  /** A catalog text in the mail's language. */
  t: (id: ApiText, values?: Record<string, unknown>) => string;
  /** `Saturday 31 May 2025 at 2:00 pm (Asia/Colombo, Sri Lanka time)`. */
  dateTime: (instant: Date) => string;
  /** A calendar date (`YYYY-MM-DD`): `Sat, 31 May 2025`. */
  date: (date: string) => string;
}

function wordsOf(language: Language): MailWords {
  const dateTime = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: BOOKING_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  // A date has no time of day: formatted at UTC midnight, in UTC, it is the same day everywhere.
  const date = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const t = (id: ApiText, values?: Record<string, unknown>) => apiText(language, id, values);
  return {
    language,
    t,
    dateTime: (instant) => t('mail.colomboTime', { time: dateTime.format(instant) }),
    date: (day) => date.format(new Date(`${day}T00:00:00Z`)),
  };
}

const WORDS: Record<Language, MailWords> = { en: wordsOf('en'), si: wordsOf('si'), ta: wordsOf('ta') };

/** The words of a mail to someone whose account is in `language` (English when not known). */
export function mailWords(language: Language = 'en'): MailWords {
  return WORDS[language];
}
