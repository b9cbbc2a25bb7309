import { AuthCard } from '../features/auth/components/auth-card';
import { RegistrationForm } from '../features/auth/components/registration-form';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

export default function RegistrationPage() {
  const text = usePublicText();
  return (
    <AuthCard title={text('public.register.title')} intro={text('public.register.intro')}>
      <RegistrationForm />
    </AuthCard>
  );
}
