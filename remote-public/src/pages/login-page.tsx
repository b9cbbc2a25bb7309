import { AuthCard } from '../features/auth/components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

export default function LoginPage() {
  const text = usePublicText();
  return (
    <AuthCard title={text('public.login.title')} intro={text('public.login.intro')}>
      <LoginForm />
    </AuthCard>
  );
}
