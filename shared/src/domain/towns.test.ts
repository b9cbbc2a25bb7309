import { destinationPageNumber, destinationPath, isTownSlug, townSlug } from './towns';

describe('townSlug', () => {
  it.each([
    ['Kandy', 'kandy'],
    ['Nuwara Eliya', 'nuwara-eliya'],
    ['  Nuwara--Eliya!! ', 'nuwara-eliya'],
    ['NUWARA ELIYA', 'nuwara-eliya'],
    ['Arugam Bay (east coast)', 'arugam-bay-east-coast'],
    ['Colombo 7', 'colombo-7'],
    ['Ünawatuna', 'nawatuna'],
    ['—', ''],
    ['', ''],
  ])('%j → %j', (location, slug) => {
    expect(townSlug(location)).toBe(slug);
  });

  it('always gives a slug the pattern accepts, or nothing', () => {
    for (const location of ['Galle Fort', '-x-', 'a_b', '12', 'Ella / Bandarawela']) {
      const slug = townSlug(location);
      expect(slug === '' || isTownSlug(slug)).toBe(true);
    }
  });
});

describe('isTownSlug', () => {
  it('takes lower-case runs joined by single hyphens, at most 80 characters', () => {
    expect(isTownSlug('nuwara-eliya')).toBe(true);
    expect(isTownSlug('a'.repeat(80))).toBe(true);
    for (const bad of ['', 'Kandy', '-kandy', 'kandy-', 'nuwara--eliya', 'ka ndy', 'a'.repeat(81)]) {
      expect(isTownSlug(bad)).toBe(false);
    }
  });
});

describe('destinationPageNumber', () => {
  it('is 1 without ?page=, the number when written plainly, and null for anything else', () => {
    expect(destinationPageNumber(null)).toBe(1);
    expect(destinationPageNumber('1')).toBe(1);
    expect(destinationPageNumber('37')).toBe(37);
    expect(destinationPageNumber('10000')).toBe(10_000);
    for (const bad of ['', '0', '-1', '02', '1.0', 'abc', '10001', '99999', '1e3']) {
      expect(destinationPageNumber(bad)).toBeNull();
    }
  });
});

describe('destinationPath', () => {
  it('leaves page 1 without a query, so each page has one address', () => {
    expect(destinationPath('kandy')).toBe('/destinations/kandy');
    expect(destinationPath('kandy', 1)).toBe('/destinations/kandy');
    expect(destinationPath('kandy', 2)).toBe('/destinations/kandy?page=2');
  });
});
