import { Link, useRouteError } from 'react-router-dom';
import { Notice, NoticeActions, usePageTitle } from '@ceylon/shared';
import { useShellText } from '../i18n/shell-text';
import { usePageShown } from '../telemetry/page-shown';

/** Replaces the router's bare 'Unexpected Application Error!' with a branded page. */
export function RouteErrorPage() {
  const text = useShellText();
  usePageTitle(text('routeError.title'));
  usePageShown();
  const error = useRouteError();
  console.error(error);
  return (
    <Notice role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{text('routeError.heading')}</h1>
      <p>{text('routeError.body')}</p>
      <NoticeActions>
        <a href={window.location.pathname}>{text('routeError.reload')}</a>
        <Link to="/">{text('nav.home')}</Link>
      </NoticeActions>
    </Notice>
  );
}
