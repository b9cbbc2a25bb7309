// Refuses guessable passwords with zxcvbn-ts and its common-password and English dictionaries,
// saying why in the request's language: zxcvbn names its reason by key, the catalogs word it
// (`password.hint.*`, English word for word zxcvbn's own).
// The factory (dictionaries ranked once) is built on first use and shared, so a check costs
// a few milliseconds, not a dictionary load per request.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { say, type Wording } from '../http-errors';
import type { ApiText } from '../mail/texts';

/**
 * zxcvbn scores 0–4. 2 ("somewhat guessable", ~10^6+ guesses) is its bar for online attacks that
 * are throttled, which login is (a few guesses a minute per account); it refuses dictionary words,
 * common passwords, repeats, keyboard runs and the person's own name or e-mail (NIST 800-63B's list).
 */
const MIN_SCORE = 2;

let factory: ZxcvbnFactory | undefined;

function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: keysOnly(english.translations),
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return factory;
}

/** What the person is known by: a password built from these is refused. */
export interface PasswordOwner {
  firstName?: string;
  lastName?: string;
  email?: string;
}

function userInputs(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  return [owner.firstName, owner.lastName, email, local, ...local.split(/[._+-]/), domain.split('.')[0]]
    .map((value) => value?.trim().toLowerCase() ?? '')
    .filter((value) => value.length >= 3);
}

type Translations = typeof english.translations;

/** zxcvbn's translations with each text replaced by its own key (`warnings.straightRow`), so feedback names its reason. */
function keysOnly(translations: Translations): Translations {
  return Object.fromEntries(
    Object.entries(translations).map(([section, texts]) => [
      section,
      Object.fromEntries(Object.keys(texts).map((key) => [key, `${section}.${key}`])),
    ]),
  ) as Translations;
}

function reason(result: ZxcvbnResult): Wording {
  const key = result.feedback.warning ?? result.feedback.suggestions[0];
  const [section, name] = key?.split('.') ?? [];
  const id = `password.hint.${section === 'warnings' ? 'warning' : 'suggestion'}.${name}` as ApiText;
  return key ? say(id) : say('password.hint.default');
}

/** Which password the message speaks of: the only one (`password`) or, when changing it, `new password`. */
export type PasswordSubject = 'password' | 'newPassword';

/** Undefined when the password may be used, else the 400 message naming why not. */
export function passwordProblem(password: string, owner: PasswordOwner, subject: PasswordSubject = 'password'): Wording | undefined {
  if (password.trim() === '') return say(`${subject}.onlySpaces`);
  const result = checker().check(password, userInputs(owner));
  if (result.score >= MIN_SCORE) return undefined;
  return say(`${subject}.tooEasy`, { reason: reason(result) });
}
