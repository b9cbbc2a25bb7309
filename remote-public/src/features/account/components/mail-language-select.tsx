import { useId } from 'react';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, StateMessage, isLanguage } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { useMailLanguage } from '../hooks/use-mail-language';
import { AccountPanel, SavedOutcome } from './account-panel';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  label {
    font-weight: 600;
  }
  select {
    justify-self: start;
    min-width: 12rem;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * The language of the account's e-mails (decision 0034), saved when it is chosen. Each language is
 * named in itself, as the site's language switch names them: a reader looks for their own.
 */
export function MailLanguageSelect() {
  const text = usePublicText();
  const selectId = useId();
  const { state, change } = useMailLanguage();

  return (
    <AccountPanel title={text('public.account.language.title')} intro={text('public.account.language.intro')}>
      {state.status === 'loading' && <StateMessage role="status">{text('public.account.language.loading')}</StateMessage>}
      {state.status === 'failed' && <StateMessage role="alert">{text('public.account.language.loadFailed')}</StateMessage>}
      {state.status === 'ready' && (
        <>
          <Field>
            <label htmlFor={selectId}>{text('public.account.language.label')}</label>
            <select
              id={selectId}
              value={state.saving ?? state.value}
              aria-busy={Boolean(state.saving)}
              // Not disabled while one saves: that would take the focus from a keyboard user's select.
              onChange={(event) => state.saving || (isLanguage(event.target.value) && void change(event.target.value))}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          </Field>
          <SavedOutcome
            outcome={state.outcome}
            saved={text('public.account.language.saved')}
            failed={text('public.account.language.failed')}
          />
        </>
      )}
    </AccountPanel>
  );
}
