import { screen, within } from '@testing-library/react';
import { signInAs, signOut } from '@ceylon/shared/testing';
import { renderWithShell } from '../test/render-with-shell';

afterEach(signOut);

const hamburger = () => screen.getByRole('button', { name: 'Open menu' });
const menu = () => screen.getByRole('dialog', { name: 'Menu' });

async function openMenu(path = '/about') {
  const shell = renderWithShell({ path });
  expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  await shell.user.click(hamburger());
  expect(menu()).toHaveAttribute('aria-modal', 'true');
  expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
  return shell;
}

function expectClosed() {
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
}

describe('phone menu', () => {
  it('opens with focus inside and repeats the visitor’s links, Login and the language switch', async () => {
    await openMenu();

    expect(within(menu()).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    const links = within(menu())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Destinations', '/attractions'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Login', '/login'],
      ['English', '/about'],
      ['සිංහල', '/si/about'],
      ['தமிழ்', '/ta/about'],
    ]);
    expect(within(menu()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('group', { name: 'Language' })).toContainElement(within(menu()).getByRole('link', { name: 'English' }));
    expect(within(menu()).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on its close button and gives focus back to the hamburger', async () => {
    const { user } = await openMenu();
    await user.click(within(menu()).getByRole('button', { name: 'Close menu' }));
    expectClosed();
    expect(hamburger()).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside the menu', async () => {
    const { user } = await openMenu();
    await user.click(within(menu()).getByRole('navigation'));
    expect(menu()).toBeInTheDocument();

    // The backdrop is the dimmed area around the menu panel.
    await user.click(menu().parentElement!);
    expectClosed();
    expect(hamburger()).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expectClosed();
    expect(hamburger()).toHaveFocus();
  });

  it('closes after a link is chosen and shows that page', async () => {
    const { user } = await openMenu();
    await user.click(within(menu()).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Page /contact' })).toBeInTheDocument();
    expectClosed();
  });

  it('keeps Tab inside the menu', async () => {
    const { user } = await openMenu();
    const close = within(menu()).getByRole('button', { name: 'Close menu' });
    const last = within(menu()).getByRole('combobox', { name: 'Show prices in' });

    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('shows prices in the currency chosen there, and remembers it', async () => {
    const { user } = await openMenu();
    const choice = within(menu()).getByRole('combobox', { name: 'Show prices in' });
    expect(choice).toHaveValue('USD');
    expect(choice).toHaveAccessibleDescription('Prices in another currency are approximate; you pay in US dollars.');
    await user.selectOptions(choice, 'LKR');
    expect(choice).toHaveValue('LKR');
    expect(document.cookie).toContain('currency=LKR');
    document.cookie = 'currency=; Path=/; Max-Age=0';
  });

  it('offers a signed-in user their links, the greeting and Logout, which ends the session', async () => {
    signInAs('hotelOwner');
    const { user } = await openMenu('/owner/my-hotels');

    expect(within(menu()).getByText('Hi! Nimal')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'My Hotels' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(within(menu()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expectClosed();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
