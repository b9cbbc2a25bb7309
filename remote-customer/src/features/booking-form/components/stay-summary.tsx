import styled from 'styled-components';
import { formatUsd, PriceLines, type StayPriceLines } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

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
`;

const Price = styled.div`
  margin-top: 0.6rem;
  dt:last-of-type,
  dd:last-of-type {
    font-size: 1.15rem;
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
  /** The room charge, the hotel's taxes and charges, and the total. */
  lines: StayPriceLines;
}

/**
 * The live summary, line by line: rate, nights, guests, rooms, then the price lines (the room charge
 * and each tax and charge when the hotel has any, and the total), then the rule that gives the room
 * charge (docs/product.md §9: rate × nights × guests, or each night at its own rate when a season or
 * a weekend price makes them differ; the rooms do not change it).
 */
export function StaySummary({ lowest, highest, nights, guests, rooms, lines }: Props) {
  const text = useCustomerText();
  const oneRate = lowest === highest;
  return (
    <section aria-labelledby="stay-summary-title">
      <h3 id="stay-summary-title">{text('customer.summary.title')}</h3>
      <List aria-live="polite">
        <dt>{text('customer.summary.rate')}</dt>
        <dd>
          {text('customer.summary.perNight', {
            rate: oneRate
              ? formatUsd(lowest)
              : text('customer.summary.rateRange', { lowest: formatUsd(lowest), highest: formatUsd(highest) }),
          })}
        </dd>
        <dt>{text('customer.summary.nights')}</dt>
        <dd>{nights}</dd>
        <dt>{text('customer.guests')}</dt>
        <dd>{guests}</dd>
        <dt>{text('customer.rooms')}</dt>
        <dd>{rooms}</dd>
      </List>
      <Price aria-live="polite">
        <PriceLines lines={lines} totalTestId="stay-total" />
      </Price>
      {nights > 0 && (
        <Rule data-testid="price-rule">
          {text(lines.charges.length > 0 ? 'customer.summary.ruleCharged' : 'customer.summary.rule', {
            nights: oneRate
              ? text('customer.summary.oneRate', { rate: formatUsd(lowest), nights })
              : text('customer.summary.ownRates', { nights }),
            guests,
            roomCharge: formatUsd(lines.roomCharge),
            rooms,
          })}
        </Rule>
      )}
    </section>
  );
}
