import styled from 'styled-components';
import {
  below,
  Button,
  formatUsd,
  usePageLanguage,
  useSharedText,
  type Language,
  type OccupancyNight,
  type SharedTranslate,
} from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
import { formatMonth, formatNight, leadingBlanks, weekdays } from '../calendar-dates';

// The month takes the room the buttons leave; at a phone's width the buttons are as narrow as
// their longest word, and when that is still too wide (Tamil's words) Next moves to a second
// line, at the right.
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  ${below('phone')} {
    button {
      width: min-content;
    }
  }
  button:last-child {
    margin-left: auto;
  }
  h2 {
    flex: 1 1 0;
    margin: 0;
    font-size: 1.3rem;
    text-align: center;
  }
`;

const Days = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  /* At a phone's width every pixel of a night's column goes to its words (see NightButton). */
  ${below('phone')} {
    gap: 0.15rem;
  }
`;

const Weekday = styled.li`
  font-size: 0.8rem;
  font-weight: 600;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  /* Tamil's short weekdays are wider than a night's column at a phone's width. */
  &:is(:lang(si), :lang(ta)) {
    overflow-wrap: anywhere;
  }
  /* A little smaller, the widest of them ("ஞாயி.", 47px at 0.8rem) fits whole in a 360px screen's
     43px column rather than leaving its full stop on a line of its own. */
  ${below('phone')} {
    &:lang(ta) {
      font-size: 0.7rem;
    }
  }
`;

type Load = 'closed' | 'full' | 'busy' | 'free';

/** A night's price in its cell: digits that stay whole. */
const NightPrice = styled.span``;

const NightButton = styled.button<{ $load: Load }>`
  display: grid;
  align-content: start;
  gap: 0.15rem;
  width: 100%;
  min-height: 64px;
  padding: 0.35rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $load }) =>
    $load === 'closed' ? theme.colors.line : $load === 'full' ? '#fde2e1' : $load === 'busy' ? '#fdf1d6' : '#e3f2ea'};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brandDark};
  }
  strong {
    font-size: 0.95rem;
  }
  span {
    font-size: 0.75rem;
    line-height: 1.2;
  }
  /* Sinhala's and Tamil's words for booked and free are wider than a night's cell at a phone's
     width: they break inside it (English's fit, and a price stays whole). */
  &:is(:lang(si), :lang(ta)) span:not(${NightPrice}) {
    overflow-wrap: anywhere;
  }
  /* At 360px a night's column is some 42px wide (the grid's gap and the panel's padding are narrow
     there too). The transparent border is all the cell's inset at the sides, and English's lines
     are a little smaller, so that its longest word, "booked", fits whole, as does a four-digit
     price; Sinhala's and Tamil's keep their size and break where they must. */
  ${below('phone')} {
    min-height: 52px;
    padding: 0.2rem 0;
    span {
      font-size: 0.68rem;
    }
    &:not(:is(:lang(si), :lang(ta))) span {
      font-size: 0.625rem;
    }
  }
`;

function loadOf(night: OccupancyNight): Load {
  if (night.closed) return 'closed';
  if (night.free === 0) return 'full';
  return night.booked > 0 ? 'busy' : 'free';
}

/** What a night's button is called: the date and its rooms, read out in full, then its price when known. */
export function nightDescription(
  night: OccupancyNight,
  text: ReturnType<typeof useOwnerText>,
  language: Language,
  sharedText: SharedTranslate,
  price?: number,
): string {
  const { booked, free } = night;
  const rooms = text(night.closed ? 'owner.grid.roomsClosed' : free === 0 ? 'owner.grid.roomsFull' : 'owner.grid.roomsOpen', {
    booked,
    free,
  });
  const date = formatNight(night.date, language, sharedText);
  return price === undefined
    ? text('owner.grid.night', { date, rooms })
    : text('owner.grid.nightPriced', { date, rooms, price: formatUsd(price) });
}

interface Props {
  month: string;
  nights: OccupancyNight[];
  selected: string | null;
  onSelect: (night: string) => void;
  onMonth: (step: -1 | 1) => void;
  /** A night's price per guest (its season's or the hotel's), shown under its rooms. */
  priceOf?: (night: string) => number;
}

/** The month as a grid of nights (weeks from Monday), each a button that lists its bookings. */
export function MonthGrid({ month, nights, selected, onSelect, onMonth, priceOf }: Props) {
  const text = useOwnerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  const blanks = nights[0] ? leadingBlanks(nights[0].date) : 0;
  return (
    <section aria-labelledby="calendar-month">
      <Header>
        <Button type="button" $tone="ghost" onClick={() => onMonth(-1)}>
          <span aria-hidden="true">‹ {text('owner.grid.previous')}</span>
          <span className="visually-hidden">{text('owner.grid.previousMonth')}</span>
        </Button>
        <h2 id="calendar-month" aria-live="polite">
          {formatMonth(month, language, sharedText)}
        </h2>
        <Button type="button" $tone="ghost" onClick={() => onMonth(1)}>
          <span aria-hidden="true">{text('owner.grid.next')} ›</span>
          <span className="visually-hidden">{text('owner.grid.nextMonth')}</span>
        </Button>
      </Header>
      <Days aria-label={text('owner.grid.nights', { month: formatMonth(month, language, sharedText) })}>
        {weekdays(language, sharedText).map((day) => (
          <Weekday key={day} aria-hidden="true">
            {day}
          </Weekday>
        ))}
        {Array.from({ length: blanks }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden="true" />
        ))}
        {nights.map((night) => {
          const price = priceOf?.(night.date);
          return (
            <li key={night.date}>
              <NightButton type="button" $load={loadOf(night)} aria-pressed={selected === night.date} onClick={() => onSelect(night.date)}>
                {/* The button's name says it all in the order each language says it; the cell shows it short. */}
                <span className="visually-hidden">{nightDescription(night, text, language, sharedText, price)}</span>
                <strong aria-hidden="true">{Number(night.date.slice(8))}</strong>
                <span aria-hidden="true">
                  {night.closed ? text('owner.grid.closed') : text('owner.grid.booked', { count: night.booked })}
                </span>
                {!night.closed && <span aria-hidden="true">{text('owner.grid.free', { count: night.free })}</span>}
                {price !== undefined && <NightPrice aria-hidden="true">{formatUsd(price).replace(/\.00$/, '')}</NightPrice>}
              </NightButton>
            </li>
          );
        })}
      </Days>
    </section>
  );
}
