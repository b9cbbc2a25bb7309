import { pagerItems, townRequest } from './town-request';

describe('townRequest', () => {
  it('reads the town in lower case and the page, 1 without one', () => {
    expect(townRequest('kandy', null)).toEqual({ slug: 'kandy', page: 1 });
    expect(townRequest('Nuwara-Eliya', '3')).toEqual({ slug: 'nuwara-eliya', page: 3 });
  });

  it('names no town for an address that cannot be one', () => {
    expect(townRequest(undefined, null)).toBeNull();
    expect(townRequest('kan_dy', null)).toBeNull();
    expect(townRequest('kandy', '0')).toBeNull();
    expect(townRequest('kandy', 'two')).toBeNull();
    expect(townRequest('kandy', '10001')).toBeNull();
  });
});

describe('pagerItems', () => {
  it('shows every page of a short list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the current one’s neighbours, with gaps between', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pagerItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
