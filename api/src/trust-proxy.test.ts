import { loadApiConfig } from './config';
import { toFastifyTrustProxy } from './trust-proxy';

describe('TRUST_PROXY and the login budgets in the configuration', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('TRUST_PROXY=%j is read as %j', (value, expected) => {
    expect(loadApiConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('turns a hop count into the trust function Fastify takes', () => {
    const trust = toFastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    if (typeof trust === 'function') expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
    expect(toFastifyTrustProxy('127.0.0.1')).toBe('127.0.0.1');
  });

  it('raises the per-address and per-account budgets with AUTH_RATE_LIMIT unless they are set', () => {
    expect(loadApiConfig({})).toMatchObject({ authRateLimit: 10, authAddressRateLimit: 20, loginFailuresBeforeDelay: 5 });
    expect(loadApiConfig({ AUTH_RATE_LIMIT: '10000' })).toMatchObject({ authAddressRateLimit: 20_000, loginFailuresBeforeDelay: 5000 });
    expect(loadApiConfig({ AUTH_RATE_LIMIT: '10000', LOGIN_FAILURES_BEFORE_DELAY: '3' }).loginFailuresBeforeDelay).toBe(3);
  });
});
