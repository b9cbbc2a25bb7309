import { NotFoundNotice, usePageTitle } from '@ceylon/shared';
import { useShellText } from '../i18n/shell-text';
import { usePageShown } from '../telemetry/page-shown';

export function NotFoundPage() {
  usePageTitle(useShellText()('notFound.title'));
  usePageShown();
  return <NotFoundNotice />;
}
