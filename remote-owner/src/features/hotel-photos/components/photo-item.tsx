import { useId } from 'react';
import styled from 'styled-components';
import { below, Button, useCheckedSubmit, useFormFields, type HotelPhoto } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
import { thumbnailOf } from '../photo-rules';

const Item = styled.li`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  > div {
    min-width: 0;
  }
  img {
    max-width: 100%;
    width: 160px;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.line};
  }
  ${below('phone')} {
    grid-template-columns: minmax(0, 1fr);
    img {
      width: 100%;
    }
  }
`;

const Cover = styled.span`
  display: inline-block;
  margin-bottom: 0.5rem;
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.8rem;
  font-weight: 700;
`;

const CaptionForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;
  label {
    display: grid;
    flex: 1 1 200px;
    min-width: 0;
    gap: 0.3rem;
    font-weight: 600;
  }
  input {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

interface Props {
  photo: HotelPhoto;
  /** 1-based place in the list; the first is the cover. */
  position: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onCaption: (caption: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One photo: its thumbnail, caption (its alt text) and the buttons that move or delete it. */
export function PhotoItem({ photo, position, count, busy, onMove, onCaption, onDelete }: Props) {
  const text = useOwnerText();
  const id = useId();
  // Any caption may be saved, an empty one included: nothing to check before sending.
  const { field, check } = useFormFields({ caption: text('owner.photo.caption') }, { caption: photo.caption }, () => ({}));
  const caption = field('caption');
  const { submit } = useCheckedSubmit(
    check,
    () => onCaption(caption.value.trim()),
    () => undefined,
  );
  const thumbnail = thumbnailOf(photo);

  return (
    <Item
      aria-label={
        position === 1
          ? text('owner.photo.coverLabel', { caption: photo.caption })
          : text('owner.photo.label', { position, caption: photo.caption })
      }
    >
      {thumbnail && <img src={thumbnail.url} width={thumbnail.width} height={thumbnail.height} alt={photo.caption} loading="lazy" />}
      <div>
        {position === 1 && <Cover>{text('owner.photo.cover')}</Cover>}
        <CaptionForm onSubmit={(event) => void submit(event)} aria-label={text('owner.photo.captionOf', { position })}>
          <label htmlFor={`${id}-caption`}>
            {caption.label}
            <input id={`${id}-caption`} type="text" maxLength={200} value={caption.value} onChange={caption.onChange} />
          </label>
          <Button type="submit" $tone="outline" disabled={busy || caption.value.trim() === photo.caption}>
            {text('owner.photo.saveCaption')}
          </Button>
        </CaptionForm>
        <Actions>
          <Button
            type="button"
            $tone="ghost"
            disabled={busy || position === 1}
            onClick={() => onMove(-1)}
            aria-label={text('owner.photo.earlierNamed', { position })}
          >
            {text('owner.photo.earlier')}
          </Button>
          <Button
            type="button"
            $tone="ghost"
            disabled={busy || position === count}
            onClick={() => onMove(1)}
            aria-label={text('owner.photo.laterNamed', { position })}
          >
            {text('owner.photo.later')}
          </Button>
          <Button
            type="button"
            $tone="danger"
            disabled={busy}
            onClick={onDelete}
            aria-label={text('owner.photo.deleteNamed', { position })}
          >
            {text('owner.delete')}
          </Button>
        </Actions>
      </div>
    </Item>
  );
}
