import styled from 'styled-components';
import { StateMessage } from '@ceylon/shared';
import type { PhotosState } from '../hooks/use-photos';
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
  const { photos, busy } = state;
  if (state.loading) return <StateMessage role="status">Loading photos…</StateMessage>;
  if (photos.length === 0) return <StateMessage>No photos yet: the hotel shows its image URL until one is uploaded.</StateMessage>;
  return (
    <List aria-label="Photos">
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
