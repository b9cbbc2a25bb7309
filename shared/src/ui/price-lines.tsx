import { Fragment } from 'react';
import styled from 'styled-components';
import { chargeBasisIn, hasPriceLines, type HotelCharge, type StayPriceLines } from '../domain/prices';
import { ConvertedPrice } from '../currency/converted-price';
import { formatUsd } from '../format/money';
import { useSharedText } from '../i18n/shared-text';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No gap between the columns, so the rule above the total runs unbroken across both. */
  gap: 0.35rem 0;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
  dd {
    margin: 0;
    padding-left: 1rem;
    text-align: right;
    font-weight: 600;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-top: 0.4rem;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

interface Props {
  lines: StayPriceLines;
  /** The total's test id, for pages and browser tests that read it. */
  totalTestId?: string;
}

/**
 * A stay's price as lines: the room charge, a promotion code's discount and each tax
 * and charge with how it is reckoned, when there are any, then the total. Without them only the
 * total shows.
 */
export function PriceLines({ lines, totalTestId }: Props) {
  const text = useSharedText();
  // A charge's name stays as the owner wrote it; how it is reckoned is said in the page's language.
  const basis = (charge: HotelCharge) =>
    chargeBasisIn(charge, {
      compound: (rate) => text('shared.price.compound', { rate }),
      perNight: (amount) => text('shared.price.perNight', { amount }),
      perStay: (amount) => text('shared.price.perStay', { amount }),
    });
  return (
    <Lines aria-label={text('shared.price.breakdown')}>
      {hasPriceLines(lines) && (
        <>
          <dt>{text('shared.price.roomCharge')}</dt>
          <dd>{formatUsd(lines.roomCharge)}</dd>
          {lines.discount && (
            <>
              <dt>{text('shared.price.discount', { code: lines.discount.code })}</dt>
              <dd data-testid="price-discount">{`−${formatUsd(lines.discount.amount)}`}</dd>
            </>
          )}
          {lines.charges.map((charge, i) => (
            // Two charges may share a name; their place in the list is theirs alone.
            <Fragment key={`${i}:${charge.name}`}>
              <dt>{text('shared.price.charge', { name: charge.name, basis: basis(charge) })}</dt>
              <dd>{formatUsd(charge.amount)}</dd>
            </Fragment>
          ))}
        </>
      )}
      <dt>{text('shared.price.total')}</dt>
      <dd>
        <span data-testid={totalTestId}>{formatUsd(lines.total)}</span>
        <ConvertedPrice usd={lines.total} />
      </dd>
    </Lines>
  );
}

const Folded = styled.details`
  summary {
    cursor: pointer;
  }
  dl {
    margin-top: 0.35rem;
    min-width: 14rem;
    font-size: 0.9rem;
  }
`;

/**
 * A booking's total where space is short (a table cell, a fact): the total alone when the hotel
 * charged nothing more, else the total that unfolds into its price lines.
 */
export function PriceTotal({ total, lines }: { total: number; lines?: StayPriceLines }) {
  if (!lines || !hasPriceLines(lines)) return <>{formatUsd(total)}</>;
  return (
    <Folded>
      <summary>{formatUsd(total)}</summary>
      <PriceLines lines={lines} />
    </Folded>
  );
}
