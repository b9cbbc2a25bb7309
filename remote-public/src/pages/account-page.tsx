import styled from 'styled-components';
import { Lead, PageSection, StateMessage, useSession } from '@ceylon/shared';
import { usePublicText } from '../texts';
import { CloseAccount } from '../features/account/components/close-account';
import { MailLanguageSelect } from '../features/account/components/mail-language-select';
import { OwnerMailSwitches } from '../features/account/components/owner-mail-switches';
import { PasswordForm } from '../features/account/components/password-form';
import { ProfileForm } from '../features/account/components/profile-form';
import { useAccount } from '../features/account/hooks/use-account';

export { texts } from '../catalog';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
  gap: 1.5rem;
  max-width: 60rem;
`;

/**
 * Every signed-in role's own account: details, password, the language of its e-mails and, for a
 * customer, closing it; for a hotel owner or an admin, the e-mails about their hotels.
 */
export default function AccountPage() {
  const text = usePublicText();
  const state = useAccount();
  const { isCustomer, isHotelOwner, isAdmin } = useSession();
  const keepsHotels = isHotelOwner || isAdmin;
  const lead = isCustomer ? 'public.account.leadCustomer' : keepsHotels ? 'public.account.leadOwner' : 'public.account.lead';

  return (
    <PageSection>
      <h1>{text('public.account.title')}</h1>
      <Lead>{text(lead)}</Lead>
      {state.status === 'loading' && <StateMessage role="status">{text('public.account.loading')}</StateMessage>}
      {state.status === 'failed' && <StateMessage role="alert">{text('public.account.loadFailed')}</StateMessage>}
      {state.status === 'ready' && (
        <Panels>
          <ProfileForm account={state.account} />
          <PasswordForm />
          <MailLanguageSelect />
          {keepsHotels && <OwnerMailSwitches />}
          {isCustomer && <CloseAccount />}
        </Panels>
      )}
    </PageSection>
  );
}
