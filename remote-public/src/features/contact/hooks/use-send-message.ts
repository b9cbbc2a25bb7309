import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContactRequest } from '@ceylon/shared';
import { sendMessage } from '../api/send-message';

/** docs/product.md §8 and §9: the banners' words and how long they stay. */
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILURE = 'Sorry, there was an error sending your message. Please try again later.';
export const CONTACT_BANNER_MS = 5000;

export interface ContactBanner {
  tone: 'success' | 'error';
  text: string;
}

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
    show(sent ? { tone: 'success', text: CONTACT_SUCCESS } : { tone: 'error', text: CONTACT_FAILURE });
    return sent;
  }, []);

  return { sending, banner, send };
}
