import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, type ContactRequest } from '@ceylon/shared';
import { sendMessage } from '../api/send-message';

/** docs/product.md §8 and §9: how long the banners stay (their words are `public.contact.success` and `.failure`). */
export const CONTACT_BANNER_MS = 5000;

/** Which banner shows: the message was sent, or it was not. */
export type ContactBanner = 'success' | 'error';

/** Sends the message; the result banner clears itself after 5 seconds. Resolves true on success. Nothing read changes. */
export function useSendMessage() {
  const [banner, setBanner] = useState<ContactBanner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sending = useMutation({ mutationFn: sendMessage });
  const { mutateAsync } = sending;

  // The banner's timer ends with the page.
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(
    async (input: ContactRequest) => {
      setBanner(null);
      const sent = await mutateAsync(input).then(
        (answer) => answer.success === true,
        () => false,
      );
      clearTimeout(timer.current);
      setBanner(sent ? 'success' : 'error');
      timer.current = setTimeout(() => setBanner(null), CONTACT_BANNER_MS);
      return sent;
    },
    [mutateAsync],
  );

  return { sending: sending.isPending, banner, send };
}
