import { act, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@ceylon/shared';
import { renderWithShell } from '../test/render-with-shell';

const announcer = () => screen.getByTestId('route-announcer');

function AboutPage() {
  usePageTitle('About us');
  return (
    <>
      <h1>About Ceylon Stays</h1>
      <Link to="/">Back home</Link>
    </>
  );
}

// A page whose area arrives later, as remotes do: its heading is not there when the address changes.
let arrive: () => void = () => undefined;
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>Slow page</h1> });
    }),
);

const pages = [
  { path: '/about', element: <AboutPage /> },
  {
    path: '/slow',
    element: (
      <Suspense fallback={<p>Loading page</p>}>
        <SlowPage />
      </Suspense>
    ),
  },
];

it('leaves focus alone on the first page and announces nothing', () => {
  renderWithShell({ path: '/about', pages });
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  expect(announcer()).toHaveTextContent('');
});

it('moves focus to the new page’s heading and announces its title once, politely', async () => {
  const { user } = renderWithShell({ path: '/', pages });
  await act(async () => {
    await user.click(screen.getAllByRole('link', { name: /^About/ })[0]!);
  });
  const heading = await screen.findByRole('heading', { level: 1, name: 'About Ceylon Stays' });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(announcer()).toHaveAttribute('aria-live', 'polite');
  expect(announcer()).toHaveTextContent('About us | Ceylon Stays');

  await user.click(screen.getByRole('link', { name: 'Back home' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toHaveFocus();
});

it('waits for a page whose heading arrives after the address changed', async () => {
  const { router } = renderWithShell({ path: '/', pages });
  await act(() => router.navigate('/slow'));
  expect(screen.getByText('Loading page')).toBeInTheDocument();
  await act(async () => arrive());
  expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toHaveFocus();
});
