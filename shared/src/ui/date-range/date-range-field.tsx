import { useState, type ComponentType, type InputHTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { addDays, below, isIsoDate, Modal, todayInColombo, useSharedText, type NightAvailability } from '@ceylon/shared';
import type { StayCalendarProps } from './stay-calendar';
import type { StayDates } from './stay-dates';

type Calendar = ComponentType<StayCalendarProps>;
let calendarLoad: Promise<Calendar> | undefined;

/**
 * The month calendar (react-day-picker, ≈19 KB gzip) is a file of its own, fetched when a visitor
 * first reaches for the button rather than with every page that has date boxes. A
 * failed fetch is forgotten, so the next click asks again.
 */
function loadCalendar(): Promise<Calendar> {
  calendarLoad ??= import('./stay-calendar').then(
    (module) => module.StayCalendar,
    (error: unknown) => {
      calendarLoad = undefined;
      throw error;
    },
  );
  return calendarLoad;
}

const preloadCalendar = () => {
  loadCalendar().catch(() => undefined);
};

const OpenButton = styled.button<{ $wide?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  align-self: end;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-height: 44px;
  padding: 0.5rem 0.85rem;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandDark};
  font: inherit;
  font-weight: 600;
  text-transform: none;
  letter-spacing: normal;
  cursor: pointer;
  svg {
    flex-shrink: 0;
  }
  &:hover {
    background: #eef7f3;
  }
`;

/** The button's words; a compact button shows only its icon on a wide screen, where its strip is one row. */
const ButtonText = styled.span<{ $compact?: boolean }>`
  ${({ $compact }) =>
    $compact &&
    `position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    ${below('tablet')} { position: static; width: auto; height: auto; margin: 0; overflow: visible; clip: auto; white-space: normal; }`}
`;

/** The plain label a date box gets when its form brings none. */
const PlainField = styled.label`
  display: grid;
  gap: 0.35rem;
`;

/** One date box as a form draws it: its label text and the input's attributes. */
export interface DateBox {
  which: keyof StayDates;
  label: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}

export interface DateRangeFieldProps {
  checkIn: string;
  checkOut: string;
  /** Typing changes one date; the calendar changes both. */
  onChange: (patch: Partial<StayDates>) => void;
  labels?: { checkIn: string; checkOut: string };
  /** `name` of each input, for forms that read them. */
  names?: { checkIn?: string; checkOut?: string };
  /** The label element the form styles its boxes with; a plain label when left out. */
  field?: ComponentType<{ children: ReactNode }>;
  /** Draws a box some other way (with what is wrong with it beside it, say); `field` is used when it returns undefined. */
  renderBox?: (box: DateBox) => ReactNode;
  /** The hotel's free rooms per night, when a hotel is known: full nights cannot be chosen. */
  availability?: readonly NightAvailability[];
  /** Rooms wanted for each night (a night with fewer free is full). */
  rooms?: number;
  /**
   * The calendar shows each night's price, minimum stay and rooms left from `availability`, as the
   * hotel page's does (a hotel's booking form); a search's calendar shows none.
   */
  showRooms?: boolean;
  /** The calendar button takes a row of its own in the form's grid. */
  wideButton?: boolean;
  /** On a wide screen the calendar button shows only its icon (its name is still read out), for a one-row search strip. */
  compactButton?: boolean;
  /** A shorter word for the button in a narrow grid column; its name stays "Choose dates on a calendar". */
  buttonText?: string;
  /** Today, `YYYY-MM-DD` in Sri Lanka; the clock's today when left out. */
  today?: string;
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * Check-in and check-out as two date boxes (type a date or use the browser's picker) and a button
 * opening a month calendar in a dialog. The boxes keep the minimum dates of docs/product.md §5; the
 * form around them still checks the dates, in that section's order, when it is sent.
 */
export function DateRangeField({
  checkIn,
  checkOut,
  onChange,
  labels,
  names = {},
  field: Field = PlainField,
  renderBox,
  availability,
  rooms,
  showRooms,
  wideButton,
  compactButton,
  buttonText,
  today = todayInColombo(),
}: DateRangeFieldProps) {
  const text = useSharedText();
  const buttonName = text('shared.dates.choose');
  const boxLabels = labels ?? { checkIn: text('shared.dates.checkIn'), checkOut: text('shared.dates.checkOut') };
  // The dialog opens once the calendar is here: with it, or with why it is not.
  const [dialog, setDialog] = useState<{ Calendar: Calendar } | { failed: true } | null>(null);
  const openCalendar = () => {
    loadCalendar().then(
      (Calendar) => setDialog({ Calendar }),
      () => setDialog({ failed: true }),
    );
  };
  const boxes: DateBox[] = [
    {
      which: 'checkIn',
      label: boxLabels.checkIn,
      input: {
        type: 'date',
        name: names.checkIn,
        min: today,
        value: checkIn,
        onChange: (event) => onChange({ checkIn: event.target.value }),
      },
    },
    {
      which: 'checkOut',
      label: boxLabels.checkOut,
      input: {
        type: 'date',
        name: names.checkOut,
        min: addDays(isIsoDate(checkIn) ? checkIn : today, 1),
        value: checkOut,
        onChange: (event) => onChange({ checkOut: event.target.value }),
      },
    },
  ];

  return (
    <>
      {boxes.map((box) => (
        <FieldSlot key={box.which} box={box} renderBox={renderBox} Field={Field} />
      ))}
      <OpenButton
        type="button"
        $wide={wideButton}
        aria-haspopup="dialog"
        aria-label={buttonText === undefined || buttonText === buttonName ? undefined : buttonName}
        onClick={openCalendar}
        onPointerEnter={preloadCalendar}
        onFocus={preloadCalendar}
      >
        <CalendarIcon />
        <ButtonText $compact={compactButton}>{buttonText ?? buttonName}</ButtonText>
      </OpenButton>
      {dialog &&
        createPortal(
          'failed' in dialog ? (
            <Modal title={text('shared.dates.title')} onClose={() => setDialog(null)} size="content">
              <p role="alert">{text('shared.dates.loadFailed')}</p>
            </Modal>
          ) : (
            <CalendarDialog
              Calendar={dialog.Calendar}
              initial={{ checkIn, checkOut }}
              today={today}
              availability={availability}
              rooms={rooms}
              showRooms={showRooms}
              onClose={() => setDialog(null)}
              onChoose={(stay) => {
                onChange(stay);
                setDialog(null);
              }}
            />
          ),
          document.body,
        )}
    </>
  );
}

function FieldSlot({
  box,
  renderBox,
  Field,
}: {
  box: DateBox;
  renderBox?: (box: DateBox) => ReactNode;
  Field: ComponentType<{ children: ReactNode }>;
}) {
  const custom = renderBox?.(box);
  if (custom !== undefined) return custom;
  return (
    <Field>
      {box.label}
      <input {...box.input} />
    </Field>
  );
}

interface CalendarDialogProps {
  Calendar: Calendar;
  initial: StayDates;
  today: string;
  availability?: readonly NightAvailability[];
  rooms?: number;
  showRooms?: boolean;
  onClose: () => void;
  onChoose: (stay: StayDates) => void;
}

/** The day the calendar starts on: the check-in if any, else today (the one Tab stops at). */
const startingDay = (panel: HTMLElement) => panel.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]');

/**
 * The calendar's dialog: it opens on the stay already chosen; once a check-out is chosen the stay
 * goes into the form and the dialog closes. Escape or × closes it leaving the form as it was.
 */
function CalendarDialog({ Calendar, initial, today, availability, rooms, showRooms, onClose, onChoose }: CalendarDialogProps) {
  const text = useSharedText();
  const [draft, setDraft] = useState<StayDates>(() =>
    isIsoDate(initial.checkIn) && initial.checkIn >= today ? initial : { checkIn: '', checkOut: '' },
  );

  const choose = (stay: StayDates) => {
    if (stay.checkOut && stay.checkOut > stay.checkIn) onChoose(stay);
    else setDraft(stay);
  };

  return (
    <Modal title={text('shared.dates.title')} onClose={onClose} initialFocus={startingDay} size="content">
      <Calendar
        checkIn={draft.checkIn}
        checkOut={draft.checkOut}
        onChange={choose}
        today={today}
        availability={availability}
        rooms={rooms}
        showRooms={showRooms}
      />
    </Modal>
  );
}
