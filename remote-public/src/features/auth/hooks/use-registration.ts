import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useNotice, usePageLanguage, type RegisterRequest } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { register } from '../api/register';

/**
 * Registration (docs/product.md §7, §8): a notice, then /login; on failure the server's message.
 * The account's e-mails are in the page's language (docs/decisions/0034).
 */
export function useRegistration() {
  const [sending, setSending] = useState(false);
  const { notify } = useNotice();
  const navigate = useNavigate();
  const text = usePublicText();
  const language = usePageLanguage();

  const submit = useCallback(
    async (input: Omit<RegisterRequest, 'language'>) => {
      setSending(true);
      try {
        await register({ ...input, language });
        notify(text('public.register.done'), 'success');
        void navigate('/login');
      } catch (error) {
        notify(errorMessage(error, text('public.register.failed')), 'error');
        setSending(false);
      }
    },
    [language, navigate, notify, text],
  );

  return { sending, submit };
}
