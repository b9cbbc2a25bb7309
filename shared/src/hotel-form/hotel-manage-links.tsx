import { Link } from 'react-router-dom';
import type { Hotel } from '../domain';

/** A hotel's calendar and photos pages, for its owner's card and the admin's list alike. */
export function HotelManageLinks({ hotel }: { hotel: Pick<Hotel, 'id' | 'title'> }) {
  return (
    <>
      <Link to={`/owner/hotels/${hotel.id}/calendar`} aria-label={`Calendar for ${hotel.title}`}>
        Calendar
      </Link>
      <Link to={`/owner/hotels/${hotel.id}/photos`} aria-label={`Photos of ${hotel.title}`}>
        Photos
      </Link>
    </>
  );
}
