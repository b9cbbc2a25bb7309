import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContactRequest } from '@ceylon/shared';
import { sendMessage } from '../api/send-message';

/** docs/product.md §8 and §9: how long the banners stay (their words are `public.contact.success` and `.failure`). */
export const CONTACT_BANNER_MS = 5000;

/** Which banner shows: the message was sent, or it was not. */
export type ContactBanner = 'success' | 'error';

/** Sends the message; the result banner clears itself after 5 seconds. Resolves true on success. */
export function useSendMessage() {
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<ContactBanner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: ContactBanner) => {
    clearTimeout(timer.current);
    setBanner(next);
    timer.current = setTimeout(() => setBanner(null), CONTACT_BANNER_MS);
  };

  const send = useCallback(async (input: ContactRequest) => {
    setSending(true);
    setBanner(null);
    let sent: boolean;
    try {
      sent = (await sendMessage(input)).success === true;
    } catch {
      sent = false;
    }
    setSending(false);
    show(sent ? 'success' : 'error');
    return sent;
  }, []);

  return { sending, banner, send };
}
