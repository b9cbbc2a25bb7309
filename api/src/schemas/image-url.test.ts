import { loadApiConfig } from '../config';
import { imageUrlProblem, parseOriginList } from './image-url';

describe('image URLs', () => {
  it('reads IMAGE_ORIGINS as origins, and the configuration refuses what is not one', () => {
    expect(parseOriginList(' https://Images.Example.com/ , https://cdn.example.org:8443,')).toEqual([
      'https://images.example.com',
      'https://cdn.example.org:8443',
    ]);
    expect(loadApiConfig({}).imageOrigins).toEqual([]);
    expect(loadApiConfig({ IMAGE_ORIGINS: 'https://images.example.com' }).imageOrigins).toEqual(['https://images.example.com']);
    for (const bad of [
      'http://images.example.com',
      'https://images.example.com/photos',
      'https://user@images.example.com',
      'images.example.com',
    ]) {
      expect(() => loadApiConfig({ IMAGE_ORIGINS: bad })).toThrow(/^Invalid configuration: IMAGE_ORIGINS must list https origins/);
    }
  });

  it.each([
    ['/api/assets/hotels/kandy.svg', true],
    ['/images/a%20b.png?v=2', true],
    ['https://images.example.com/a.jpg', true],
    ['https://images.example.com:443/a.jpg', true],
    ['//evil.example/x.png', false],
    ['/\\evil.example/x.png', false],
    ['/a//b.png', false],
    ['https://evil.example/track.png', false],
    ['https://127.0.0.1:8181@evil.example/x.png', false],
    ['https://images.example.com@evil.example/x.png', false],
    ['https://@images.example.com/x.png', false],
    ['https://u:p@images.example.com/x.png', false],
    ['http://images.example.com/a.jpg', false],
    ['https:images.example.com/a.jpg', false],
    ['HTTPS://images.example.com\\@evil.example/', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['images/relative.png', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(imageUrlProblem(url, ['https://images.example.com']) === undefined).toBe(allowed);
  });

  it('allows only this site when no origin is configured, and says so', () => {
    expect(imageUrlProblem('https://images.example.com/a.jpg', [])).toBe(
      'must be a path on this site starting with / (images from other sites are not allowed)',
    );
    expect(imageUrlProblem('/a.jpg', [])).toBeUndefined();
  });
});
