import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Lead, PageBody, Panel } from '@ceylon/shared';
import { PhotoList } from '../features/hotel-photos/components/photo-list';
import { PhotoUpload } from '../features/hotel-photos/components/photo-upload';
import { usePhotos } from '../features/hotel-photos/hooks/use-photos';
import { BackToHotels } from '../features/managed-hotel/components/back-to-hotels';
import { HotelLoading, HotelNotFound } from '../features/managed-hotel/components/hotel-states';
import { useHotel } from '../features/managed-hotel/hooks/use-hotel';
import { useOwnerText } from '../texts';

export { texts } from '../texts';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.3rem;
  }
`;

/** /owner/hotels/{id}/photos (the hotel's owner or an admin): upload, caption, reorder and delete photos. */
export default function HotelPhotosPage() {
  const text = useOwnerText();
  const hotelId = useParams().id ?? '';
  const { hotel, loading } = useHotel(hotelId);
  const photos = usePhotos(hotelId);

  if (loading) return <HotelLoading message="owner.loadingPhotos" />;
  if (!hotel) return <HotelNotFound />;

  return (
    <PageBody>
      <h1>{text('owner.photos.title', { hotel: hotel.title })}</h1>
      <Lead>{text('owner.photos.lead')}</Lead>
      <Stack>
        <Panel aria-labelledby="upload-heading">
          <h2 id="upload-heading">{text('owner.photos.addHeading')}</h2>
          <PhotoUpload photosHeld={photos.photos.length} busy={photos.busy} onUpload={photos.upload} />
        </Panel>
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading">{text('owner.photos.listHeading')}</h2>
          <PhotoList state={photos} />
        </section>
      </Stack>
      <BackToHotels />
    </PageBody>
  );
}
