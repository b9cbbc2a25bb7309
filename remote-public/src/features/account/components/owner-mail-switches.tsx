import styled from 'styled-components';
import { StateMessage } from '@ceylon/shared';
import { usePublicText, type PublicText } from '../../../texts';
import { useOwnerMail, type OwnerMailKind } from '../hooks/use-owner-mail';
import { AccountPanel, SavedOutcome } from './account-panel';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.4rem;
    height: 1.4rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const KINDS: { kind: OwnerMailKind; label: PublicText }[] = [
  { kind: 'bookingMade', label: 'public.account.mail.bookingMade' },
  { kind: 'bookingCancelled', label: 'public.account.mail.bookingCancelled' },
  { kind: 'reviewWritten', label: 'public.account.mail.reviewWritten' },
];

/** An owner's (or admin's) switches for the e-mails about their hotels, each saved when turned. */
export function OwnerMailSwitches() {
  const text = usePublicText();
  const { state, change } = useOwnerMail();

  return (
    <AccountPanel title={text('public.account.mail.title')} intro={text('public.account.mail.intro')}>
      {state.status === 'loading' && <StateMessage role="status">{text('public.account.mail.loading')}</StateMessage>}
      {state.status === 'failed' && <StateMessage role="alert">{text('public.account.mail.loadFailed')}</StateMessage>}
      {state.status === 'ready' && (
        <>
          <Fieldset aria-busy={Boolean(state.saving)}>
            <legend>{text('public.account.mail.legend')}</legend>
            {KINDS.map(({ kind, label }) => {
              const saving = state.saving?.kind === kind;
              return (
                <label key={kind}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={saving ? state.saving?.on : state.value[kind]}
                    // Not disabled while one saves: that would take the focus from a keyboard user's switch.
                    onChange={(event) => state.saving || void change({ kind, on: event.target.checked })}
                  />
                  {text(label)}
                </label>
              );
            })}
          </Fieldset>
          <SavedOutcome outcome={state.outcome} saved={text('public.account.mail.saved')} failed={text('public.account.mail.failed')} />
        </>
      )}
    </AccountPanel>
  );
}
