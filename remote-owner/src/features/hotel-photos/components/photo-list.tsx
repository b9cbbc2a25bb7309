import styled from 'styled-components';
import { StateMessage } from '@ceylon/shared';
import type { PhotosState } from '../hooks/use-photos';
import { useOwnerText } from '../../../texts';
import { PhotoItem } from './photo-item';

const List = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The hotel's photos in order, cover first. */
export function PhotoList({ state }: { state: PhotosState }) {
  const text = useOwnerText();
  const { photos, busy } = state;
  if (state.loading) return <StateMessage role="status">{text('owner.photos.loading')}</StateMessage>;
  if (photos.length === 0) return <StateMessage>{text('owner.photos.none')}</StateMessage>;
  return (
    <List aria-label={text('owner.photos.listHeading')}>
      {photos.map((photo, index) => (
        <PhotoItem
          key={photo.id}
          photo={photo}
          position={index + 1}
          count={photos.length}
          busy={busy}
          onMove={(step) => void state.move(index, step)}
          onCaption={(caption) => state.saveCaption(photo, caption)}
          onDelete={() => void state.remove(photo)}
        />
      ))}
    </List>
  );
}
