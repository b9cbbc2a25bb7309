import { NotFoundNotice, usePageTitle } from '@ceylon/shared';
import { usePageShown } from '../telemetry/page-shown';

export function NotFoundPage() {
  usePageTitle('Page not found');
  usePageShown();
  return <NotFoundNotice />;
}
