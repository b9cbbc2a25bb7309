// Refuses guessable passwords with zxcvbn-ts and its common-password and English dictionaries.
// The factory (dictionaries ranked once) is built on first use and shared, so a check costs
// a few milliseconds, not a dictionary load per request.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * zxcvbn scores 0–4. 2 ("somewhat guessable", ~10^6+ guesses) is its bar for online attacks that
 * are throttled, which login is (a few guesses a minute per account); it refuses dictionary words,
 * common passwords, repeats, keyboard runs and the person's own name or e-mail (NIST 800-63B's list).
 */
const MIN_SCORE = 2;

let factory: ZxcvbnFactory | undefined;

function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: english.translations,
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

function reason(result: ZxcvbnResult): string {
  const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? 'add more words or less common ones';
  return hint.replace(/\.$/, '').replace(/^./, (first) => first.toLowerCase());
}

/** Undefined when the password may be used, else the 400 message naming why not. */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  if (password.trim() === '') return 'password is too easy to guess: it is only spaces';
  const result = checker().check(password, userInputs(owner));
  if (result.score >= MIN_SCORE) return undefined;
  return `password is too easy to guess: ${reason(result)}`;
}
