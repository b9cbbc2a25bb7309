import { useNavigate } from 'react-router-dom';
import { errorMessage, useMutation, useNotice, usePageLanguage, type RegisterRequest } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { register } from '../api/register';

/**
 * Registration (docs/product.md §7, §8): a notice, then /login; on failure the server's message.
 * The account's e-mails are in the page's language (docs/decisions/0034). Nothing read changes.
 */
export function useRegistration() {
  const { notify } = useNotice();
  const navigate = useNavigate();
  const text = usePublicText();
  const language = usePageLanguage();
  const registration = useMutation({
    mutationFn: (input: Omit<RegisterRequest, 'language'>) => register({ ...input, language }),
    onSuccess: () => {
      notify(text('public.register.done'), 'success');
      void navigate('/login');
    },
    onError: (error) => notify(errorMessage(error, text('public.register.failed')), 'error'),
  });

  // Still sending once it worked: the page is leaving for /login.
  return { sending: registration.isPending || registration.isSuccess, submit: registration.mutate };
}
