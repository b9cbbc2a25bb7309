import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { NightAvailability } from '../../domain/types';
import { theme } from '@ceylon/shared';
import { DateRangeField } from './date-range-field';

// Sunday 10 March 2030 in Sri Lanka.
const TODAY = '2030-03-10';

function Harness({ availability, rooms, showRooms }: { availability?: NightAvailability[]; rooms?: number; showRooms?: boolean }) {
  const [stay, setStay] = useState({ checkIn: '', checkOut: '' });
  return (
    <ThemeProvider theme={theme}>
      <DateRangeField
        {...stay}
        onChange={(patch) => setStay((current) => ({ ...current, ...patch }))}
        today={TODAY}
        availability={availability}
        rooms={rooms}
        showRooms={showRooms}
      />
    </ThemeProvider>
  );
}

const setup = (props: Parameters<typeof Harness>[0] = {}) => {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return user;
};

const openButton = () => screen.getByRole('button', { name: 'Choose dates on a calendar' });
/** What the calendar says of the stay so far (its live footer; the month caption is a status too). */
const stayNote = () => screen.getAllByRole('status').find((status) => /check-in|check-out|nights?\./i.test(status.textContent ?? ''));
const day = (name: RegExp) => within(screen.getByRole('dialog', { name: 'Choose your dates' })).getByRole('button', { name });

describe('DateRangeField', () => {
  it('takes typed dates, with check-in from today and check-out from the day after check-in', async () => {
    const user = setup();
    const checkIn = screen.getByLabelText('Check-in');
    const checkOut = screen.getByLabelText('Check-out');
    expect(checkIn).toHaveAttribute('min', '2030-03-10');
    expect(checkOut).toHaveAttribute('min', '2030-03-11');
    await user.type(checkIn, '2030-04-01');
    expect(checkIn).toHaveValue('2030-04-01');
    expect(checkOut).toHaveAttribute('min', '2030-04-02');
    await user.type(checkOut, '2030-04-03');
    expect(checkOut).toHaveValue('2030-04-03');
  });

  it('chooses a stay with the keyboard alone, then closes and gives focus back to its button', async () => {
    const user = setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(openButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Choose your dates' })).toBeInTheDocument();
    expect(day(/^Sunday 10 March 2030, today/)).toHaveFocus();
    expect(stayNote()).toHaveTextContent('Choose your check-in date.');

    await user.keyboard('{ArrowRight}{Enter}');
    expect(day(/^Monday 11 March 2030, check-in/)).toHaveFocus();
    expect(stayNote()).toHaveTextContent('Check-in Mon 11 Mar 2030. Now choose your check-out date.');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveValue('2030-03-11');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2030-03-18');
    expect(openButton()).toHaveFocus();
  });

  it('opens on the stay already chosen, and Escape closes it leaving the dates as they were', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Check-in'), '2030-03-20');
    await user.type(screen.getByLabelText('Check-out'), '2030-03-22');
    await user.click(openButton());
    expect(day(/^Wednesday 20 March 2030, check-in/)).toHaveFocus();
    expect(day(/^Friday 22 March 2030, check-out/)).toBeInTheDocument();
    expect(stayNote()).toHaveTextContent('Wed 20 Mar 2030 to Fri 22 Mar 2030: 2 nights.');
    await user.keyboard('{ArrowRight}{Enter}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveValue('2030-03-20');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2030-03-22');
    expect(openButton()).toHaveFocus();
  });

  it('offers no past day, and no check-out on or before the check-in', async () => {
    const user = setup();
    await user.click(openButton());
    expect(day(/^Saturday 9 March 2030/)).toBeDisabled();
    await user.click(day(/^Wednesday 13 March 2030/));
    expect(day(/^Tuesday 12 March 2030/)).toBeEnabled();
    expect(day(/^Thursday 14 March 2030/)).toBeEnabled();
    // An earlier day starts the stay again from there rather than ending it before it begins.
    await user.click(day(/^Tuesday 12 March 2030/));
    expect(stayNote()).toHaveTextContent('Check-in Tue 12 Mar 2030.');
    await user.click(day(/^Thursday 14 March 2030/));
    expect(screen.getByLabelText('Check-in')).toHaveValue('2030-03-12');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2030-03-14');
  });

  it('marks full nights and lets no stay take one in', async () => {
    const availability = [
      { date: '2030-03-10', availableRooms: 3 },
      { date: '2030-03-11', availableRooms: 2 },
      { date: '2030-03-12', availableRooms: 0 },
      { date: '2030-03-13', availableRooms: 1 },
      { date: '2030-03-14', availableRooms: 4 },
    ];
    const user = setup({ availability, rooms: 2 });
    await user.click(openButton());
    expect(screen.getByRole('list', { name: 'Calendar key' })).toHaveTextContent('Full: fewer than 2 rooms free');
    const full = day(/^Tuesday 12 March 2030, full$/);
    expect(full).toBeDisabled();
    expect(day(/^Wednesday 13 March 2030, full for 2 rooms, 1 room left$/)).toBeDisabled();
    await user.click(full);
    expect(stayNote()).toHaveTextContent('Choose your check-in date.');

    await user.click(day(/^Monday 11 March 2030/));
    // The morning after the last free night is a check-out; the nights beyond it cannot be reached.
    expect(day(/^Tuesday 12 March 2030, full$/)).toBeEnabled();
    expect(day(/^Thursday 14 March 2030/)).toBeDisabled();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(day(/^Tuesday 12 March 2030/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Check-in')).toHaveValue('2030-03-11');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2030-03-12');
  });

  describe('with a hotel’s prices', () => {
    const availability = [
      { date: '2030-03-11', availableRooms: 3, price: 120, minNights: 1 },
      { date: '2030-03-12', availableRooms: 1, price: 150.5, minNights: 3 },
    ];

    it('shows each night’s price, rooms left and minimum stay when asked (a booking form)', async () => {
      const user = setup({ availability, showRooms: true });
      await user.click(openButton());
      const night = day(/^Tuesday 12 March 2030, 1 room left, \$150\.50 a night per guest, stays from this night at least 3 nights$/);
      const cell = night.closest('td')!;
      expect(within(cell).getByText('$150.50')).toBeInTheDocument();
      expect(within(cell).getByText('3+')).toBeInTheDocument();
      expect(within(cell).getByText('1 left')).toBeInTheDocument();
      expect(day(/^Monday 11 March 2030, 3 rooms left, \$120\.00 a night per guest$/)).toBeEnabled();
      expect(screen.getByRole('list', { name: 'Calendar key' })).toHaveTextContent('N+: stays starting that night are at least N nights');
    });

    it('shows none of them otherwise (a search form), only full nights', async () => {
      const user = setup({ availability });
      await user.click(openButton());
      const night = day(/^Tuesday 12 March 2030$/);
      expect(within(night.closest('td')!).queryByText('$150.50')).not.toBeInTheDocument();
      expect(within(night.closest('td')!).queryByText('3+')).not.toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Calendar key' })).not.toHaveTextContent('N+');
    });
  });
});
