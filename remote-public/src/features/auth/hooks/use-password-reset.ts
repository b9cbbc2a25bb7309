import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldProblem, sessionStore, useMutation, useNotice } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { requestPasswordReset, resetPassword } from '../api/password-reset';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/** "Forgot password?": the server's answer (the same for every address), or why it was refused. */
export function useForgotPassword() {
  const text = usePublicText();
  const request = useMutation({ mutationFn: requestPasswordReset });

  let outcome: Outcome = null;
  if (request.isSuccess) outcome = { tone: 'success', message: request.data };
  else if (request.isError) outcome = { tone: 'danger', message: errorMessage(request.error, text('public.forgot.failed')) };
  return { sending: request.isPending, outcome, submit: request.mutate };
}

export interface ResetProblems {
  /** The link is unknown, used or expired: only a new one helps. */
  link?: string;
  password?: string;
  other?: string;
}

/**
 * Sets the new password. Every session of the account has ended on the server, so this browser's
 * ends too; then /login, with the server's message.
 */
export function useResetPassword() {
  const [problems, setProblems] = useState<ResetProblems>({});
  const { notify } = useNotice();
  const navigate = useNavigate();
  const text = usePublicText();
  const reset = useMutation({
    mutationFn: resetPassword,
    onMutate: () => setProblems({}),
    onSuccess: (message) => {
      if (sessionStore.getState().user) sessionStore.logout();
      notify(message, 'success');
      void navigate('/login', { replace: true });
    },
    onError: (error) => {
      const link = fieldProblem(error, 'token');
      const password = fieldProblem(error, 'password');
      setProblems(link || password ? { link, password } : { other: errorMessage(error, text('public.reset.failed')) });
    },
  });

  // Still sending once it worked: the page is leaving for /login.
  return { sending: reset.isPending || reset.isSuccess, problems, submit: reset.mutate };
}
