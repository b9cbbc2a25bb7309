import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useNotice, type RegisterRequest } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { register } from '../api/register';

/** Registration (docs/product.md §7, §8): a notice, then /login; on failure the server's message. */
export function useRegistration() {
  const [sending, setSending] = useState(false);
  const { notify } = useNotice();
  const navigate = useNavigate();
  const text = usePublicText();

  const submit = useCallback(
    async (input: RegisterRequest) => {
      setSending(true);
      try {
        await register(input);
        notify(text('public.register.done'), 'success');
        void navigate('/login');
      } catch (error) {
        notify(errorMessage(error, text('public.register.failed')), 'error');
        setSending(false);
      }
    },
    [navigate, notify, text],
  );

  return { sending, submit };
}
