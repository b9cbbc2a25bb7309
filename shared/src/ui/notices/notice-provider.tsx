import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import type { Confirmation } from './confirmations';
import { NoticeList, type Notice, type NoticeTone } from './notice-list';

interface NoticeApi {
  /** Shows a message in place of the browser's `alert`. */
  notify: (message: string, tone?: NoticeTone) => void;
  /** Asks a yes/no question in place of the browser's `confirm`, with buttons that say what they do. */
  confirm: (confirmation: Confirmation) => Promise<boolean>;
}

const NoticeContext = createContext<NoticeApi | null>(null);

/** How long a notice stays on screen unless dismissed. */
export const NOTICE_DURATION_MS = 6000;

interface PendingQuestion {
  confirmation: Confirmation;
  answer: (yes: boolean) => void;
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback(
    (message: string, tone: NoticeTone = 'info') => {
      const id = ++nextId.current;
      setNotices((current) => [...current, { id, message, tone }]);
      setTimeout(() => dismiss(id), NOTICE_DURATION_MS);
    },
    [dismiss],
  );

  const confirm = useCallback(
    (confirmation: Confirmation) =>
      new Promise<boolean>((resolve) => {
        setPending({
          confirmation,
          answer: (yes) => {
            setPending(null);
            resolve(yes);
          },
        });
      }),
    [],
  );

  const api = useMemo(() => ({ notify, confirm }), [notify, confirm]);

  return (
    <NoticeContext.Provider value={api}>
      {children}
      <NoticeList notices={notices} onDismiss={dismiss} />
      {pending && <ConfirmDialog confirmation={pending.confirmation} onAnswer={pending.answer} />}
    </NoticeContext.Provider>
  );
}

export function useNotice(): NoticeApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error('useNotice must be used inside <NoticeProvider>');
  return api;
}
