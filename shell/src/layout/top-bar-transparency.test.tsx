import { fireEvent, screen } from '@testing-library/react';
import { theme } from '@ceylon/shared';
import { signInAs, signOut } from '@ceylon/shared/testing';
import { renderWithShell } from '../test/render-with-shell';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

const topBar = () => screen.getByRole('banner');

afterEach(() => {
  scrollTo(0);
  signOut();
});

describe.each([
  ['the home page', '/', () => undefined],
  ['the customer landing page', '/HomeUser', () => signInAs('user')],
])('top bar on %s', (_page, path, signIn) => {
  it('stays transparent up to 50 px of scrolling and turns white past it', () => {
    signIn();
    renderWithShell({ path });
    expect(topBar()).toHaveAttribute('data-transparent', 'true');

    scrollTo(50);
    expect(topBar()).toHaveAttribute('data-transparent', 'true');

    scrollTo(51);
    expect(topBar()).toHaveAttribute('data-transparent', 'false');

    scrollTo(10);
    expect(topBar()).toHaveAttribute('data-transparent', 'true');
  });

  it('lets the page start under the bar', () => {
    signIn();
    renderWithShell({ path });
    expect(screen.getByRole('main')).toHaveStyle({ paddingTop: '0' });
  });
});

describe('top bar on any other page', () => {
  it.each(['/services', '/about', '/customer/dashboard'])('is white on %s, scrolled or not', (path) => {
    renderWithShell({ path });
    expect(topBar()).toHaveAttribute('data-transparent', 'false');

    scrollTo(200);
    expect(topBar()).toHaveAttribute('data-transparent', 'false');
  });

  it('turns white when the visitor leaves the home page and transparent again back on it', async () => {
    const { user } = renderWithShell({ path: '/' });
    expect(topBar()).toHaveAttribute('data-transparent', 'true');

    await user.click(screen.getAllByRole('link', { name: 'Services' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Page /services' })).toBeInTheDocument();
    expect(topBar()).toHaveAttribute('data-transparent', 'false');

    await user.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(topBar()).toHaveAttribute('data-transparent', 'true');
  });

  it('keeps the page clear of the fixed bar', () => {
    renderWithShell({ path: '/services' });
    expect(screen.getByRole('main')).toHaveStyle({ paddingTop: theme.layout.topBarHeight });
  });
});

describe('skip link', () => {
  it('moves focus to the page content', async () => {
    const { user } = renderWithShell({ path: '/about' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
