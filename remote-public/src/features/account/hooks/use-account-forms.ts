import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorMessage,
  fieldProblem,
  isApiError,
  sessionStore,
  useNotice,
  confirmations,
  type AccountChanges,
  type PasswordChangeRequest,
  type User,
} from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { changePassword, closeAccount, updateAccount } from '../api/account';
import { rememberUser } from './use-account';

/** What the server said is wrong, by the field it named (a taken e-mail, 409, goes by `email`). */
export type ServerProblems = Partial<Record<string, string>>;

function problemsOf(error: unknown, fields: readonly string[]): ServerProblems | undefined {
  if (isApiError(error) && error.response?.status === 409) return { email: errorMessage(error, 'That e-mail is taken') };
  for (const field of fields) {
    const problem = fieldProblem(error, field);
    if (problem) return { [field]: problem };
  }
  return undefined;
}

/** Saves names and e-mail; the top bar greets the new name at once. */
export function useSaveProfile(onSaved: (account: User) => void) {
  const text = usePublicText();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<ServerProblems>({});
  const { notify } = useNotice();

  const save = useCallback(
    async (changes: AccountChanges) => {
      setSaving(true);
      setProblems({});
      try {
        const account = await updateAccount(changes);
        rememberUser(account);
        onSaved(account);
        notify(text('public.account.details.saved'), 'success');
      } catch (error) {
        const found = problemsOf(error, ['firstName', 'lastName', 'email', 'currentPassword']);
        if (found) setProblems(found);
        else notify(errorMessage(error, text('public.account.details.failed')), 'error');
      } finally {
        setSaving(false);
      }
    },
    [notify, onSaved, text],
  );

  return { saving, problems, save };
}

/** Changes the password; true when it changed (the form then empties). */
export function useChangePassword() {
  const text = usePublicText();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<ServerProblems>({});
  const { notify } = useNotice();

  const submit = useCallback(
    async (input: PasswordChangeRequest) => {
      setSaving(true);
      setProblems({});
      try {
        notify(await changePassword(input), 'success');
        return true;
      } catch (error) {
        const found = problemsOf(error, ['currentPassword', 'newPassword']);
        if (found) setProblems(found);
        else notify(errorMessage(error, text('public.account.password.failed')), 'error');
        return false;
      } finally {
        setSaving(false);
      }
    },
    [notify, text],
  );

  return { saving, problems, submit };
}

/** Asks with the site's confirm dialog, closes the account, signs out and goes home. */
export function useCloseAccount() {
  const text = usePublicText();
  const [closing, setClosing] = useState(false);
  const [problems, setProblems] = useState<ServerProblems>({});
  const { notify, confirm } = useNotice();
  const navigate = useNavigate();

  const submit = useCallback(
    async (currentPassword: string) => {
      setProblems({});
      if (!(await confirm(confirmations.closeAccount))) return;
      setClosing(true);
      try {
        const message = await closeAccount({ currentPassword });
        // Leave the page first: ending the session on a signed-in page would send the visitor to /login.
        await navigate('/', { flushSync: true });
        sessionStore.logout();
        notify(message, 'success');
      } catch (error) {
        const found = problemsOf(error, ['currentPassword']);
        if (found) setProblems(found);
        else notify(errorMessage(error, text('public.account.close.failed')), 'error');
        setClosing(false);
      }
    },
    [confirm, navigate, notify, text],
  );

  return { closing, problems, submit };
}
