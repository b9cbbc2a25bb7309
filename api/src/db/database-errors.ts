// Which database failures mean "busy or briefly unreachable, try again" (503) rather than a bug (500).

/** PGlite's one connection stayed taken longer than the acquire deadline. */
export class DatabaseBusyError extends Error {
  readonly code = 'CEYLON_DB_BUSY';

  constructor(waitedMs: number) {
    super(`No database connection became free within ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

// SQLSTATEs: 57014 query_canceled (statement_timeout), 55P03 lock_not_available (lock_timeout),
// 57P01-57P03 admin shutdown / crash shutdown / cannot connect now, 53300 too_many_connections;
// class 08 is every connection exception.
const BUSY_CODES = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53300', 'CEYLON_DB_BUSY']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// The connection a query ran on is gone (a fresh one may work), as opposed to a deadline running out.
const LOST_CODES = new Set(['57P01', '57P02', 'ECONNRESET', 'EPIPE']);
// node-postgres reports these as plain Errors without a code.
const POOL_MESSAGES = [/^timeout exceeded when trying to connect$/, /^Connection terminated/, /^Client has encountered a connection error/];
const LOST_MESSAGES = [/^Connection terminated unexpectedly$/, /^Client has encountered a connection error/];

interface CodedError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and what it wraps (cause, AggregateError's list), a few levels deep. */
function* chain(error: unknown, depth = 0): Generator<CodedError> {
  if (depth > 4 || typeof error !== 'object' || error === null) return;
  const coded = error as CodedError;
  yield coded;
  yield* chain(coded.cause, depth + 1);
  if (Array.isArray(coded.errors)) for (const inner of coded.errors) yield* chain(inner, depth + 1);
}

function matches(error: unknown, codeMatches: (code: string) => boolean, messages: readonly RegExp[]): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && codeMatches(link.code)) return true;
    const { message } = link;
    if (typeof message === 'string' && messages.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** A deadline ran out, the pool or PGlite had no free connection, or the database is (re)starting or unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return matches(error, (code) => BUSY_CODES.has(code) || NETWORK_CODES.has(code) || code.startsWith('08'), POOL_MESSAGES);
}

/** The connection a query ran on died under it (terminated backend, restart, dropped socket). */
export function isConnectionLost(error: unknown): boolean {
  return matches(error, (code) => LOST_CODES.has(code) || code.startsWith('08'), LOST_MESSAGES);
}

/** What may be logged about a database failure: its code and message, never the query or its parameters. */
export function describeDatabaseError(error: unknown): { code?: string; message: string } {
  const coded = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  return {
    ...(typeof coded.code === 'string' && { code: coded.code }),
    message: typeof coded.message === 'string' ? coded.message : String(error),
  };
}
