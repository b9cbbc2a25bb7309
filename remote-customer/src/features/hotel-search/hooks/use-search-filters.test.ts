import { act, renderHook } from '@testing-library/react';
import { useSearchFilters } from './use-search-filters';

// A router whose URL shows back only when the test says so: as the data router's transitions do
// when keystrokes keep interrupting them on a slow device.
const mockRouter = { params: new URLSearchParams(), writes: [] as string[] };
jest.mock('react-router-dom', () => ({
  ...jest.requireActual<object>('react-router-dom'),
  useSearchParams: () => [mockRouter.params, (init: unknown) => mockRouter.writes.push(String(init))],
}));

function setup(query = '') {
  mockRouter.params = new URLSearchParams(query);
  mockRouter.writes = [];
  const hook = renderHook(() => useSearchFilters());
  const showUrl = (shown: string) =>
    act(() => {
      mockRouter.params = new URLSearchParams(shown);
      hook.rerender();
    });
  const type = (q: string) => act(() => hook.result.current.update({ q }));
  return { ...hook, showUrl, type, typed: () => hook.result.current.search.q };
}

describe('useSearchFilters', () => {
  it('keeps the letters typed while the router shows older URLs back', () => {
    const { showUrl, type, typed } = setup();
    type('sacred c');
    type('sacred ci');
    expect(mockRouter.writes).toEqual(['q=sacred+c', 'q=sacred+ci']);

    showUrl('q=sacred+c');
    expect(typed()).toBe('sacred ci');
    type('sacred cit');
    showUrl('q=sacred+ci');
    expect(typed()).toBe('sacred cit');
    showUrl('q=sacred+cit');
    expect(typed()).toBe('sacred cit');
  });

  it('copes with the router skipping some of what was written', () => {
    const { showUrl, type, typed } = setup();
    type('g');
    type('ga');
    type('gal');
    showUrl('q=gal');
    expect(typed()).toBe('gal');
    // Then a URL nobody typed here is a navigation again.
    showUrl('q=ga');
    expect(typed()).toBe('ga');
  });

  it('takes a URL it did not write (a link, Back) as the new search', () => {
    const { showUrl, type, typed } = setup('q=kandy');
    expect(typed()).toBe('kandy');
    type('kandyx');
    showUrl('q=kandyx');
    showUrl('q=galle&maxPrice=100');
    expect(typed()).toBe('galle');
    expect(mockRouter.writes).toEqual(['q=kandyx']);
  });

  it('keeps a space being typed, and writes nothing the URL would not show', () => {
    const { showUrl, type, typed } = setup();
    type('galle');
    showUrl('q=galle');
    type('galle ');
    expect(typed()).toBe('galle ');
    expect(mockRouter.writes).toEqual(['q=galle']);
    type('galle f');
    showUrl('q=galle+f');
    expect(typed()).toBe('galle f');
  });
});
