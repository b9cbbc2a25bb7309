import { Link, useLocation } from 'react-router-dom';
import { AuthCard, Callout } from '../features/auth/components/auth-card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

export { texts } from '../texts';

/** The e-mailed link carries the token after `#` (never sent to a server); `?token=` is read too. */
function tokenOf(hash: string, search: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? '';
}

export default function ResetPasswordPage() {
  const { hash, search } = useLocation();
  const token = tokenOf(hash, search);
  return (
    <AuthCard title="Choose a new password" intro="Setting a new password signs you out on every device; then log in with it.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Callout $tone="danger" role="alert">
          This page needs the link from the e-mail we sent. <Link to="/forgot-password">Ask for a new link</Link>
        </Callout>
      )}
    </AuthCard>
  );
}
