import { preferredEncoding } from './encoded-answer';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*, br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %p takes %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
