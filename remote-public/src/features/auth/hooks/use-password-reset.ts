import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldProblem, sessionStore, useNotice, type ForgotPasswordRequest, type ResetPasswordRequest } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { requestPasswordReset, resetPassword } from '../api/password-reset';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/** "Forgot password?": the server's answer (the same for every address), or why it was refused. */
export function useForgotPassword() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const text = usePublicText();

  const submit = useCallback(
    async (input: ForgotPasswordRequest) => {
      setSending(true);
      setOutcome(null);
      try {
        setOutcome({ tone: 'success', message: await requestPasswordReset(input) });
      } catch (error) {
        setOutcome({ tone: 'danger', message: errorMessage(error, text('public.forgot.failed')) });
      } finally {
        setSending(false);
      }
    },
    [text],
  );

  return { sending, outcome, submit };
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
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<ResetProblems>({});
  const { notify } = useNotice();
  const navigate = useNavigate();
  const text = usePublicText();

  const submit = useCallback(
    async (input: ResetPasswordRequest) => {
      setSending(true);
      setProblems({});
      try {
        const message = await resetPassword(input);
        if (sessionStore.getState().user) sessionStore.logout();
        notify(message, 'success');
        void navigate('/login', { replace: true });
      } catch (error) {
        const link = fieldProblem(error, 'token');
        const password = fieldProblem(error, 'password');
        setProblems(link || password ? { link, password } : { other: errorMessage(error, text('public.reset.failed')) });
        setSending(false);
      }
    },
    [navigate, notify, text],
  );

  return { sending, problems, submit };
}
