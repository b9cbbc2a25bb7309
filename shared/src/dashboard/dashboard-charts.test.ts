import { axisDollars } from './dashboard-charts';

// The revenue axis is drawn in the browser, whose ICU has no Sinhala: Sinhala's ticks are en-US's,
// the same wherever they are written; English and Tamil stay as they were.
it('writes the revenue axis’ dollars the same on the server and in the browser', () => {
  expect([0, 950, 12_000, 1_250_000].map(axisDollars('si'))).toEqual(['$0', '$950', '$12K', '$1M']);
  expect([950, 12_000].map(axisDollars('en'))).toEqual(['$950', '$12k']);
  const tamil = new Intl.NumberFormat('ta-LK', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 0 });
  expect(axisDollars('ta')(12_000)).toBe(tamil.format(12_000));
});
