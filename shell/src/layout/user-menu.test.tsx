import { screen, within } from '@testing-library/react';
import { signInAs, signOut } from '@ceylon/shared/testing';
import { renderWithShell } from '../test/render-with-shell';

afterEach(signOut);

const banner = () => screen.getByRole('banner');
const menuButton = () => within(banner()).getByRole('button', { name: 'Account menu' });

describe('the user menu', () => {
  it('opens from the user icon and leads to the account page', async () => {
    signInAs('hotelOwner');
    const { user } = renderWithShell({ path: '/owner/my-hotels' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner()).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', expect.any(String));
    await user.click(within(banner()).getByRole('link', { name: 'My account' }));

    expect(await screen.findByRole('heading', { name: 'Page /account' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Tab walks in, Escape closes and returns to the button', async () => {
    signInAs('user');
    const { user } = renderWithShell({ path: '/contact' });
    menuButton().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(banner()).getByRole('link', { name: 'My dashboard' })).toHaveFocus();
    await user.tab();
    expect(within(banner()).getByRole('link', { name: 'My account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(banner()).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('closes when focus or a click goes elsewhere', async () => {
    signInAs('admin');
    const { user } = renderWithShell({ path: '/contact' });
    await user.click(menuButton());
    await user.click(screen.getByRole('heading', { name: 'Page /contact' }));
    expect(within(banner()).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();

    await user.click(menuButton());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(banner()).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });
});
