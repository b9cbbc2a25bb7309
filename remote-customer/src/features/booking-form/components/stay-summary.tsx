import styled from 'styled-components';
import { formatUsd } from '@ceylon/shared';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  /* No gap between the columns, so the rule above the total runs unbroken across both. */
  gap: 0.5rem 0;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    padding-left: 1rem;
    text-align: right;
    font-weight: 600;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-top: 0.6rem;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Rule = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

interface Props {
  /** The cheapest and the dearest night of the stay (the hotel's price before dates are chosen). */
  lowest: number;
  highest: number;
  nights: number;
  guests: number;
  rooms: number;
  total: number;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The live summary, line by line: rate, nights, guests, rooms and total, then the rule that gives
 * the total (docs/product.md §9: rate × nights × guests, or each night at its own rate when a season
 * or a weekend price makes them differ; the rooms do not change it).
 */
export function StaySummary({ lowest, highest, nights, guests, rooms, total }: Props) {
  const oneRate = lowest === highest;
  return (
    <section aria-labelledby="stay-summary-title">
      <h3 id="stay-summary-title">Booking summary</h3>
      <List aria-live="polite">
        <dt>Rate</dt>
        <dd>{oneRate ? formatUsd(lowest) : `${formatUsd(lowest)} to ${formatUsd(highest)}`} / night</dd>
        <dt>Nights</dt>
        <dd>{nights}</dd>
        <dt>Guests</dt>
        <dd>{guests}</dd>
        <dt>Rooms</dt>
        <dd>{rooms}</dd>
        <dt>Total</dt>
        <dd data-testid="stay-total">{formatUsd(total)}</dd>
      </List>
      {nights > 0 && (
        <Rule data-testid="price-rule">
          {oneRate ? `${formatUsd(lowest)} × ${count(nights, 'night')}` : `${count(nights, 'night')} at their own rates`} ×{' '}
          {count(guests, 'guest')} = {formatUsd(total)}, for {count(rooms, 'room')}
        </Rule>
      )}
    </section>
  );
}
