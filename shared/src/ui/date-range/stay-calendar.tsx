import { createContext, useContext } from 'react';
import { Day, DayPicker, type DayProps, type Modifiers } from 'react-day-picker';
import styled from 'styled-components';
import { formatUsd, nightsBetween, usePageLanguage, useSharedText, type NightAvailability, type SharedTranslate } from '@ceylon/shared';
import calendarEnglish from '../../locales/en.json?page=calendar';
import { calendarWords, dateToDay, dayToDate, type CalendarWords } from './calendar-day';
import { stayChooser, type NightRules, type StayDates } from './stay-dates';

/**
 * The calendar's words: its English comes with it (this file is fetched when a calendar first opens,
 * and the page may be one, `/`, whose texts do not bring @ceylon/shared's rest: decision 0038).
 */
const useCalendarText = (): SharedTranslate => useSharedText(calendarEnglish);

const FULL = 'night-full';

const Frame = styled.div`
  position: relative;
  display: grid;
  gap: 0.75rem;
  justify-content: start;
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: 1.5rem;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding-right: 6.5rem;
    font-weight: 700;
    font-size: 1.05rem;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: 0.5rem;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
    &[aria-disabled='true'] {
      opacity: 0.4;
      cursor: default;
    }
  }
  .rdp-chevron {
    width: 18px;
    height: 18px;
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: separate;
    border-spacing: 1px;
  }
  .rdp-weekday {
    padding: 0.25rem 0;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Sinhala's and Tamil's short weekdays can be wider than a day's 40px: they break inside it. */
  .rdp-weekday:is(:lang(si), :lang(ta)) {
    overflow-wrap: anywhere;
  }
  .rdp-day {
    position: relative;
    padding: 0;
    text-align: center;
  }
  /* A cell with a rooms note keeps the date above it; with a price too, above both. */
  .rdp-day:has(small) .rdp-day_button {
    padding-bottom: 0.9rem;
  }
  .rdp-day:has(small + small) .rdp-day_button {
    min-height: 56px;
    padding-bottom: 1.7rem;
  }
  .${FULL} small {
    color: #8e1c1c;
  }
  .rdp-selected:not(.rdp-range_middle) small {
    color: #fff;
  }
  .rdp-day_button {
    display: grid;
    place-content: center;
    /* Seven days of 40px fit a 360px phone inside the dialog's or the page's padding. */
    width: 40px;
    min-height: 44px;
    padding: 0.15rem 0;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.small};
    background: none;
    color: inherit;
    font: inherit;
    line-height: 1.1;
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  .rdp-day_button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .rdp-today .rdp-day_button {
    font-weight: 800;
    text-decoration: underline;
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.colors.muted};
    cursor: default;
  }
  .${FULL} .rdp-day_button {
    background: repeating-linear-gradient(135deg, #f6e3e1 0 4px, #fdf3f2 4px 8px);
    color: #8e1c1c;
    text-decoration: line-through;
  }
  .rdp-range_middle .rdp-day_button {
    background: #d6efe5;
    color: ${({ theme }) => theme.colors.ink};
  }
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  .rdp-footer {
    margin: 0;
    font-weight: 600;
  }
`;

const RoomsNote = styled.small`
  position: absolute;
  bottom: 3px;
  left: 0;
  right: 0;
  font-size: 0.65rem;
  font-weight: 400;
  line-height: 1;
  pointer-events: none;
`;

/** A night's price, under its rooms note. */
const PriceNote = styled(RoomsNote)`
  bottom: 14px;
`;

/** "2+" in a night's corner: a stay starting that night must be at least that long. */
const MinimumMark = styled.span`
  position: absolute;
  top: 1px;
  right: 2px;
  font-size: 0.6rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.brand};
  pointer-events: none;
  .rdp-selected:not(.rdp-range_middle) & {
    color: #fff;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

const Swatch = styled.span<{ $look: 'free' | 'full' | 'chosen' }>`
  width: 1.1rem;
  height: 1.1rem;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ $look, theme }) =>
    $look === 'full'
      ? 'repeating-linear-gradient(135deg, #f6e3e1 0 4px, #fdf3f2 4px 8px)'
      : $look === 'chosen'
        ? theme.colors.brand
        : theme.colors.surface};
`;

/**
 * What a day cell shows besides its number, on a calendar that shows them: the rooms left, the
 * night's price and its minimum stay when more than one night.
 */
interface NightsLook {
  showRooms: boolean;
  freeRooms: (day: string) => number | undefined;
  night: (day: string) => NightAvailability | undefined;
}

const NightsContext = createContext<NightsLook>({ showRooms: false, freeRooms: () => undefined, night: () => undefined });

/** A price as short as a cell needs: no cents when it has none. */
const cellPrice = (price: number) => formatUsd(price).replace(/\.00$/, '');

/**
 * A day's cell with, under the date, the rooms left that night (or Full). The note sits beside the
 * button, not in it, so the button's visible text stays its date, which its spoken name begins with.
 * The picker names each cell's role (`gridcell`); a cell of a table whose role is `grid` already
 * is one, and HTML forbids saying so again (the Nu HTML checker counts one error a night), so the
 * role is left to the table.
 */
function NightCell({ children, role: _role, ...props }: DayProps) {
  const { showRooms, freeRooms, night } = useContext(NightsContext);
  const text = useCalendarText();
  const shown = showRooms && !props.modifiers.hidden;
  const day = dateToDay(props.day.date);
  const free = shown ? freeRooms(day) : undefined;
  const listed = shown ? night(day) : undefined;
  const minNights = listed?.minNights ?? 1;
  return (
    <Day {...props}>
      {children}
      {minNights > 1 && <MinimumMark aria-hidden="true">{minNights}+</MinimumMark>}
      {listed?.price !== undefined && <PriceNote aria-hidden="true">{cellPrice(listed.price)}</PriceNote>}
      {free !== undefined && (
        <RoomsNote aria-hidden="true">
          {free === 0 ? text('shared.calendar.cellFull') : text('shared.calendar.cellLeft', { free })}
        </RoomsNote>
      )}
    </Day>
  );
}

const COMPONENTS = { Day: NightCell };

/** What the calendar says about the stay so far, read out as it changes. */
function stayStatus(stay: StayDates, pickingCheckOut: boolean, text: SharedTranslate, words: CalendarWords): string {
  if (pickingCheckOut) return text('shared.calendar.chooseCheckOut', { checkIn: words.shownDay(stay.checkIn) });
  if (stay.checkIn && stay.checkOut && stay.checkOut > stay.checkIn) {
    const nights = nightsBetween(stay.checkIn, stay.checkOut);
    return text('shared.calendar.stay', { checkIn: words.shownDay(stay.checkIn), checkOut: words.shownDay(stay.checkOut), nights });
  }
  return text('shared.calendar.chooseCheckIn');
}

export interface StayCalendarProps extends NightRules {
  checkIn: string;
  checkOut: string;
  onChange: (stay: StayDates) => void;
  /** Months side by side (they wrap on a narrow screen). */
  numberOfMonths?: number;
  /** Shows each night's rooms left under its date (the hotel page). */
  showRooms?: boolean;
}

/**
 * A month calendar choosing a stay: a check-in, then a check-out after it. Past days, nights with
 * fewer free rooms than wanted, and check-outs that would take in a full night cannot be chosen.
 * Arrow keys move by day and week, Page Up/Down by month, Home/End to the week's ends.
 */
export function StayCalendar({ checkIn, checkOut, onChange, numberOfMonths = 1, showRooms = false, ...rules }: StayCalendarProps) {
  const stay = { checkIn, checkOut };
  const chooser = stayChooser(stay, rules);
  const wanted = rules.rooms ?? 1;
  const hasAvailability = Boolean(rules.availability?.length);
  const inOrder = Boolean(checkIn && checkOut && checkOut > checkIn);
  const listed = new Map((rules.availability ?? []).map((night) => [night.date, night]));
  const look: NightsLook = { showRooms, freeRooms: chooser.freeRooms, night: (day) => listed.get(day) };
  const hasMinimums = showRooms && [...listed.values()].some((night) => (night.minNights ?? 1) > 1);
  const text = useCalendarText();
  const language = usePageLanguage();
  const words = calendarWords(text);

  const dayLabel = (date: Date, modifiers: Modifiers) => {
    const day = dateToDay(date);
    const parts = [words.spokenDay(day)];
    if (modifiers.today) parts.push(text('shared.calendar.today'));
    const free = chooser.freeRooms(day);
    if (chooser.full(day))
      parts.push(free === 0 || free === undefined ? text('shared.calendar.full') : text('shared.calendar.fullFor', { wanted, free }));
    else if (free !== undefined && showRooms) parts.push(text('shared.calendar.roomsLeft', { free }));
    const night = showRooms ? listed.get(day) : undefined;
    if (night?.price !== undefined) parts.push(text('shared.calendar.price', { price: formatUsd(night.price) }));
    if (night?.minNights !== undefined && night.minNights > 1) parts.push(text('shared.calendar.minimumStay', { nights: night.minNights }));
    if (day === checkIn) parts.push(text('shared.calendar.checkIn'));
    else if (inOrder && day === checkOut) parts.push(text('shared.calendar.checkOut'));
    else if (modifiers.range_middle) parts.push(text('shared.calendar.inStay'));
    return parts.join(', ');
  };

  return (
    <NightsContext.Provider value={look}>
      <Frame>
        <DayPicker
          mode="range"
          selected={{ from: checkIn ? dayToDate(checkIn) : undefined, to: inOrder ? dayToDate(checkOut) : undefined }}
          onSelect={(_range, chosen) => onChange(chooser.choose(dateToDay(chosen)))}
          today={dayToDate(rules.today)}
          defaultMonth={dayToDate(checkIn && checkIn >= rules.today ? checkIn : rules.today)}
          startMonth={dayToDate(rules.today)}
          endMonth={rules.lastDate ? dayToDate(rules.lastDate) : undefined}
          numberOfMonths={numberOfMonths}
          disabled={(date: Date) => !chooser.canChoose(dateToDay(date))}
          modifiers={{ full: (date: Date) => chooser.full(dateToDay(date)) }}
          modifiersClassNames={{ full: FULL }}
          lang={language}
          formatters={{
            formatCaption: words.month,
            formatWeekdayName: words.weekday,
          }}
          labels={{
            labelDayButton: dayLabel,
            labelGrid: words.month,
            labelWeekday: words.weekdayName,
            labelNav: () => text('shared.calendar.months'),
            labelPrevious: () => text('shared.calendar.previousMonth'),
            labelNext: () => text('shared.calendar.nextMonth'),
          }}
          components={COMPONENTS}
          footer={stayStatus(stay, chooser.pickingCheckOut, text, words)}
        />
        <Legend aria-label={text('shared.calendar.key')}>
          <li>
            <Swatch $look="chosen" aria-hidden="true" />
            {text('shared.calendar.keyStay')}
          </li>
          {hasAvailability && (
            <>
              <li>
                <Swatch $look="free" aria-hidden="true" />
                {text(showRooms ? 'shared.calendar.keyFreeNotes' : 'shared.calendar.keyFree')}
              </li>
              <li>
                <Swatch $look="full" aria-hidden="true" />
                {wanted === 1 ? text('shared.calendar.keyFull') : text('shared.calendar.keyFullFor', { wanted })}
              </li>
            </>
          )}
          {hasMinimums && <li>{text('shared.calendar.keyMinimum')}</li>}
          <li>{text('shared.calendar.keyGreyed')}</li>
        </Legend>
      </Frame>
    </NightsContext.Provider>
  );
}
