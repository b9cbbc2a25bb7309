import { ConfigError, loadDeployConfig } from '../config';
import { releaseTokenMatcher } from './release-tokens';

const a = 'a'.repeat(24);
const b = 'b'.repeat(24);
const c = 'c'.repeat(24);

describe('RELEASE_TOKENS', () => {
  test('app=token pairs, several per app; unset means none', () => {
    expect(loadDeployConfig({ RELEASE_TOKENS: `public=${a}, customer=${b} ,public=${c}` }).releaseTokens).toEqual({
      public: [a, c],
      customer: [b],
    });
    expect(loadDeployConfig({}).releaseTokens).toEqual({});
  });

  test('mistakes stop the start-up, each named, never quoting a token', () => {
    const secret = 'hunter2-hunter2-hunter2-hunter2';
    const attempt = () => loadDeployConfig({ RELEASE_TOKENS: `${secret},publik=${a},admin=short,owner=${b},customer=${b}` });
    expect(attempt).toThrow(ConfigError);
    let message = '';
    try {
      attempt();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('RELEASE_TOKENS: entry 1 is not app=token');
    expect(message).toContain('RELEASE_TOKENS: "publik" is not an app');
    expect(message).toContain('RELEASE_TOKENS: a token for admin is not 20 to 200 letters');
    expect(message).toContain('RELEASE_TOKENS: one token is given to both owner and customer; a token releases one app');
    for (const token of [secret, a, b, 'short']) expect(message).not.toContain(token);
  });
});

test('a presented token is matched to its app and which of its tokens it is; anything else to nothing', () => {
  const match = releaseTokenMatcher({ public: [a, c], customer: [b] });
  expect(match.enabled).toBe(true);
  expect(match.match(a)).toEqual({ app: 'public', label: 'public#1' });
  expect(match.match(c)).toEqual({ app: 'public', label: 'public#2' });
  expect(match.match(b)).toEqual({ app: 'customer', label: 'customer#1' });
  for (const wrong of ['', a.slice(1), `${a}a`, a.toUpperCase()]) expect(match.match(wrong)).toBeNull();
  expect(releaseTokenMatcher({}).enabled).toBe(false);
});
