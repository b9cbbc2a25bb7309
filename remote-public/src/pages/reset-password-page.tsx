import { Link, useLocation } from 'react-router-dom';
import { Trans } from '@ceylon/shared';
import { AuthCard, Callout } from '../features/auth/components/auth-card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

/** The e-mailed link carries the token after `#` (never sent to a server); `?token=` is read too. */
function tokenOf(hash: string, search: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? '';
}

export default function ResetPasswordPage() {
  const { hash, search } = useLocation();
  const token = tokenOf(hash, search);
  const text = usePublicText();
  return (
    <AuthCard title={text('public.reset.title')} intro={text('public.reset.intro')}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Callout $tone="danger" role="alert">
          <Trans id="public.reset.noToken" components={{ 0: <Link to="/forgot-password" /> }} />
        </Callout>
      )}
    </AuthCard>
  );
}
