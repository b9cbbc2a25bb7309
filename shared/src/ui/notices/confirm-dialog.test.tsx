import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteProviders } from '../../testing';
import { confirmations } from './confirmations';
import { useNotice } from './notice-provider';

function CancelBookingButton() {
  const { confirm } = useNotice();
  const [answer, setAnswer] = useState('none yet');
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => void confirm(confirmations.cancelBooking).then((yes) => setAnswer(String(yes)))}>
        Cancel Booking
      </button>
      <p>Answer: {answer}</p>
    </>
  );
}

/** Renders `ui` inside the site's notice provider, as the shell does. */
function renderWithNotices(ui: React.JSX.Element) {
  render(<SiteProviders>{ui}</SiteProviders>);
  return userEvent.setup();
}

async function ask() {
  const user = renderWithNotices(<CancelBookingButton />);
  await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
  return user;
}

const opener = () => screen.getByRole('button', { name: 'Cancel Booking' });

it('asks the question of docs/product.md §8 with buttons that say what they do, the safe one focused', async () => {
  await ask();
  const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('button', { name: 'Keep booking' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  const user = await ask();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Cancel booking' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Keep booking' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Cancel booking' })).toHaveFocus();
});

it('brings focus that got out back inside on the next Tab', async () => {
  const user = await ask();
  screen.getByRole('button', { name: 'Before' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Keep booking' })).toHaveFocus();
});

it.each([
  ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}'), 'false'],
  ['Keep booking', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Keep booking' })), 'false'],
  [
    'Cancel booking',
    (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel booking' })),
    'true',
  ],
])('after %s focus goes back to the button that asked', async (_, answer, expected) => {
  const user = await ask();
  await answer(user);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(opener()).toHaveFocus();
  expect(await screen.findByText(`Answer: ${expected}`)).toBeInTheDocument();
});

it('when the answer removes the button that asked, focus goes to the item it was in, not the page', async () => {
  // The row goes once the test says the reload after the delete has come back, not on a timer.
  let reloaded: () => void = () => undefined;
  function Row() {
    const { confirm } = useNotice();
    const [deleted, setDeleted] = useState(false);
    return (
      <ul aria-label="Users">
        <li aria-label="Asha Perera">
          Asha Perera
          <div>
            {!deleted && (
              <button
                type="button"
                onClick={() =>
                  void confirm(confirmations.deleteUser).then((yes) => {
                    reloaded = () => setDeleted(yes);
                  })
                }
              >
                Delete Asha Perera
              </button>
            )}
          </div>
        </li>
      </ul>
    );
  }
  const user = renderWithNotices(<Row />);
  await user.click(screen.getByRole('button', { name: 'Delete Asha Perera' }));
  await user.click(screen.getByRole('button', { name: 'Delete user' }));
  expect(screen.getByRole('button', { name: 'Delete Asha Perera' })).toHaveFocus();
  act(() => reloaded());
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Asha Perera' })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('listitem', { name: 'Asha Perera' })).toHaveFocus());
});
