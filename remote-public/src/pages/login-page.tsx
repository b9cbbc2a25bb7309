import { AuthCard } from '../features/auth/components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';

export { texts } from '../texts';

export default function LoginPage() {
  return (
    <AuthCard title="Welcome back" intro="Log in to book stays and manage your trips.">
      <LoginForm />
    </AuthCard>
  );
}
