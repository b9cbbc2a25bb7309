import { AuthCard } from '../features/auth/components/auth-card';
import { RegistrationForm } from '../features/auth/components/registration-form';

export { texts } from '../texts';

export default function RegistrationPage() {
  return (
    <AuthCard title="Create an account" intro="Join Ceylon Stays to book hotels across Sri Lanka.">
      <RegistrationForm />
    </AuthCard>
  );
}
