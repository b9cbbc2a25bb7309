import { AuthCard } from '../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export { texts } from '../texts';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail you log in with. We'll send you a link to choose a new password; it works for 30 minutes."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
