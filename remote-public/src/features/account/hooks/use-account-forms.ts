import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorMessage,
  fieldProblem,
  isApiError,
  sessionStore,
  useMutation,
  useNotice,
  useQueryClient,
  confirmations,
  type PasswordChangeRequest,
  type User,
} from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { accountQuery, changePassword, closeAccount, rememberUser, updateAccount } from '../api/account';

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

/** Saves names and e-mail; the top bar greets the new name at once, and the account query holds the answer. */
export function useSaveProfile(onSaved: (account: User) => void) {
  const text = usePublicText();
  const [problems, setProblems] = useState<ServerProblems>({});
  const { notify } = useNotice();
  const queryClient = useQueryClient();
  const saving = useMutation({
    mutationFn: updateAccount,
    onMutate: () => setProblems({}),
    onSuccess: (account) => {
      rememberUser(account);
      queryClient.setQueryData(accountQuery().queryKey, account);
      onSaved(account);
      notify(text('public.account.details.saved'), 'success');
    },
    onError: (error) => {
      const found = problemsOf(error, ['firstName', 'lastName', 'email', 'currentPassword']);
      if (found) setProblems(found);
      else notify(errorMessage(error, text('public.account.details.failed')), 'error');
    },
  });

  return { saving: saving.isPending, problems, save: saving.mutate };
}

/** Changes the password; true when it changed (the form then empties). Nothing read changes with it. */
export function useChangePassword() {
  const text = usePublicText();
  const [problems, setProblems] = useState<ServerProblems>({});
  const { notify } = useNotice();
  const saving = useMutation({
    mutationFn: changePassword,
    onMutate: () => setProblems({}),
    onSuccess: (message) => notify(message, 'success'),
    onError: (error) => {
      const found = problemsOf(error, ['currentPassword', 'newPassword']);
      if (found) setProblems(found);
      else notify(errorMessage(error, text('public.account.password.failed')), 'error');
    },
  });
  const { mutateAsync } = saving;

  const submit = useCallback(
    (input: PasswordChangeRequest) =>
      mutateAsync(input).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return { saving: saving.isPending, problems, submit };
}

/** Asks with the site's confirm dialog, closes the account, signs out and goes home. */
export function useCloseAccount() {
  const text = usePublicText();
  const [problems, setProblems] = useState<ServerProblems>({});
  const { notify, confirm } = useNotice();
  const navigate = useNavigate();
  const closing = useMutation({
    mutationFn: closeAccount,
    onSuccess: async (message) => {
      // Leave the page first: ending the session on a signed-in page would send the visitor to /login.
      await navigate('/', { flushSync: true });
      sessionStore.logout();
      notify(message, 'success');
    },
    onError: (error) => {
      const found = problemsOf(error, ['currentPassword']);
      if (found) setProblems(found);
      else notify(errorMessage(error, text('public.account.close.failed')), 'error');
    },
  });
  const { mutate } = closing;

  const submit = useCallback(
    async (currentPassword: string) => {
      setProblems({});
      if (await confirm(confirmations.closeAccount)) mutate({ currentPassword });
    },
    [confirm, mutate],
  );

  // Still closing while the page moves on, as before: the button stays disabled until it has gone.
  return { closing: closing.isPending || closing.isSuccess, problems, submit };
}
