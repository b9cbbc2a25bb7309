import styled from 'styled-components';
import { Lead, PageSection, StateMessage, useSession } from '@ceylon/shared';
import { CloseAccount } from '../features/account/components/close-account';
import { PasswordForm } from '../features/account/components/password-form';
import { ProfileForm } from '../features/account/components/profile-form';
import { useAccount } from '../features/account/hooks/use-account';

export { texts } from '../texts';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
  gap: 1.5rem;
  max-width: 60rem;
`;

/** Every signed-in role's own account: details, password and, for a customer, closing it. */
export default function AccountPage() {
  const state = useAccount();
  const { isCustomer } = useSession();

  return (
    <PageSection>
      <h1>My account</h1>
      <Lead>Your details, your password{isCustomer ? ' and closing your account' : ''}.</Lead>
      {state.status === 'loading' && <StateMessage role="status">Loading your account...</StateMessage>}
      {state.status === 'failed' && <StateMessage role="alert">Your account could not be loaded. Please reload the page.</StateMessage>}
      {state.status === 'ready' && (
        <Panels>
          <ProfileForm account={state.account} />
          <PasswordForm />
          {isCustomer && <CloseAccount />}
        </Panels>
      )}
    </PageSection>
  );
}
