import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@ceylon/shared';
import { DateRangeField } from './date-range-field';

// The month calendar is a file of its own, fetched when first opened; here that fetch fails.
jest.mock('./stay-calendar', () => {
  throw new Error('Loading chunk shared_src_ui_date-range_stay-calendar_tsx failed');
});

function Harness() {
  const [stay, setStay] = useState({ checkIn: '', checkOut: '' });
  return (
    <ThemeProvider theme={theme}>
      <DateRangeField {...stay} onChange={(patch) => setStay((current) => ({ ...current, ...patch }))} today="2030-03-10" />
    </ThemeProvider>
  );
}

test('a calendar that cannot be fetched opens a dialog saying so; the date boxes still take the stay', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Choose dates on a calendar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The calendar could not be loaded. Type the dates in the boxes instead');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Check-in'), '2030-04-01');
  await user.type(screen.getByLabelText('Check-out'), '2030-04-03');
  expect(screen.getByLabelText('Check-out')).toHaveValue('2030-04-03');
  // Asked again on the next click, not remembered as failed.
  await user.click(screen.getByRole('button', { name: 'Choose dates on a calendar' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
