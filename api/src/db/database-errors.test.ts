import { DatabaseBusyError, isConnectionLost, isDatabaseUnavailable } from './database-errors';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database errors', () => {
  it.each([
    ['statement timeout (57014)', coded('57014', 'canceling statement due to statement timeout')],
    ['lock timeout (55P03)', coded('55P03', 'canceling statement due to lock timeout')],
    ['terminated backend (57P01)', coded('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown (57P02)', coded('57P02')],
    ['starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['connection exception (08006)', coded('08006')],
    ['refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['refused on every address', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])],
    ['reset', coded('ECONNRESET')],
    ['pool acquire timeout', new Error('timeout exceeded when trying to connect')],
    [
      'connect timeout',
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }),
    ],
    ['dropped socket', new Error('Connection terminated unexpectedly')],
    ['PGlite busy', new DatabaseBusyError(3000)],
  ])('%s means the database is unavailable (503)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['syntax error', coded('42601')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'oops'],
  ])('%s is not (500 or its own status)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('tells a lost connection (worth one retry) from a deadline (not worth waiting twice)', () => {
    expect(isConnectionLost(coded('57P01'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(coded('08003'))).toBe(true);
    expect(isConnectionLost(coded('57014'))).toBe(false);
    expect(isConnectionLost(coded('55P03'))).toBe(false);
    expect(isConnectionLost(new DatabaseBusyError(1))).toBe(false);
  });
});
