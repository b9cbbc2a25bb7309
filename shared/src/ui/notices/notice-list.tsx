import styled from 'styled-components';
import { useSharedText } from '../../i18n/shared-text';

export type NoticeTone = 'info' | 'success' | 'error';

export interface Notice {
  id: number;
  message: string;
  tone: NoticeTone;
}

const toneColour = { info: 'info', success: 'success', error: 'danger' } as const;

const Region = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 1000;
  display: grid;
  gap: 0.5rem;
  max-width: min(420px, calc(100vw - 2rem));
`;

const Item = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 5px solid ${({ theme, $tone }) => theme.colors[toneColour[$tone]]};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  p {
    margin: 0;
    flex: 1;
  }
`;

const Close = styled.button`
  border: 0;
  background: none;
  cursor: pointer;
  font-size: 1.25rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.muted};
`;

export function NoticeList({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  const text = useSharedText();
  return (
    <Region aria-live="polite">
      {notices.map((notice) => (
        <Item key={notice.id} $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{notice.message}</p>
          <Close type="button" aria-label={text('shared.notice.dismiss')} onClick={() => onDismiss(notice.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Region>
  );
}
