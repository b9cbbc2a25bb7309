import { Link, useRouteError } from 'react-router-dom';
import { Notice, NoticeActions, usePageTitle } from '@ceylon/shared';
import { usePageShown } from '../telemetry/page-shown';

/** Replaces the router's bare 'Unexpected Application Error!' with a branded page. */
export function RouteErrorPage() {
  usePageTitle('Something went wrong');
  usePageShown();
  const error = useRouteError();
  console.error(error);
  return (
    <Notice role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Unexpected Application Error!</h1>
      <p>Something went wrong on our side. Reloading the page usually helps.</p>
      <NoticeActions>
        <a href={window.location.pathname}>Reload</a>
        <Link to="/">Home</Link>
      </NoticeActions>
    </Notice>
  );
}
