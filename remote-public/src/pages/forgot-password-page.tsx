import { AuthCard } from '../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

export default function ForgotPasswordPage() {
  const text = usePublicText();
  return (
    <AuthCard title={text('public.forgot.title')} intro={text('public.forgot.intro')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
