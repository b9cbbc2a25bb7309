import { Link } from 'react-router-dom';
import type { Hotel } from '../domain';
import { useSharedText } from '../i18n/shared-text';

/** A hotel's calendar and photos pages, for its owner's card and the admin's list alike. */
export function HotelManageLinks({ hotel }: { hotel: Pick<Hotel, 'id' | 'title'> }) {
  const text = useSharedText();
  return (
    <>
      <Link to={`/owner/hotels/${hotel.id}/calendar`} aria-label={text('shared.hotel.calendarFor', { hotel: hotel.title })}>
        {text('shared.hotel.calendar')}
      </Link>
      <Link to={`/owner/hotels/${hotel.id}/photos`} aria-label={text('shared.hotel.photosOf', { hotel: hotel.title })}>
        {text('shared.hotel.photos')}
      </Link>
    </>
  );
}
