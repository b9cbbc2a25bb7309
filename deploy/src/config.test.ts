import { ConfigError, defaultCanaryAbort, loadDeployConfig } from './config';

test('canary abort settings default to a 5-point margin over at least 20 browsers', () => {
  expect(loadDeployConfig({}).canaryAbort).toEqual(defaultCanaryAbort);
  expect(defaultCanaryAbort).toEqual({ margin: 0.05, minBrowsers: 20 });
});

test('CANARY_ABORT_MARGIN and CANARY_MIN_BROWSERS are read and checked', () => {
  expect(loadDeployConfig({ CANARY_ABORT_MARGIN: '0.1', CANARY_MIN_BROWSERS: '50' }).canaryAbort).toEqual({ margin: 0.1, minBrowsers: 50 });
  for (const env of [{ CANARY_ABORT_MARGIN: '5%' }, { CANARY_ABORT_MARGIN: '1' }, { CANARY_ABORT_MARGIN: '-0.1' }]) {
    expect(() => loadDeployConfig(env)).toThrow(/CANARY_ABORT_MARGIN must be/);
  }
  for (const env of [{ CANARY_MIN_BROWSERS: '0' }, { CANARY_MIN_BROWSERS: '2.5' }, { CANARY_MIN_BROWSERS: 'many' }]) {
    expect(() => loadDeployConfig(env)).toThrow(/CANARY_MIN_BROWSERS must be/);
  }
});

test('SITE_URL is an http(s) origin, else the local address on PORT', () => {
  expect(loadDeployConfig({ PORT: '9000' }).siteUrl).toBe('http://localhost:9000');
  expect(loadDeployConfig({ SITE_URL: 'https://stays.example.com/' }).siteUrl).toBe('https://stays.example.com');
  expect(() => loadDeployConfig({ SITE_URL: 'stays.example.com' })).toThrow(ConfigError);
});
