import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SiteProviders } from '@ceylon/shared/testing';
import { SiteLayout } from '../layout/site-layout';

/** Stands in for every page: its heading tells the test where the user is. */
function DummyPage() {
  const { pathname } = useLocation();
  return <h1>{pathname === '/' ? 'Home page' : `Page ${pathname}`}</h1>;
}

interface ShellOptions {
  /** Where the user starts. */
  path?: string;
  /** Pages to use instead of the dummy one for some paths. */
  pages?: RouteObject[];
}

/** Renders the shell's layout with its providers, inside a memory data router. */
export function renderWithShell({ path = '/', pages = [] }: ShellOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout />,
        children: [...pages, { index: true, element: <DummyPage /> }, { path: '*', element: <DummyPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <SiteProviders>
      <RouterProvider router={router} />
    </SiteProviders>,
  );
  return { ...view, user, router };
}
