import { useId, useState } from 'react';
import type { Hotel } from '@ceylon/shared';
import { BookingsExportForm } from '@ceylon/shared/bookings-export';
import { useAdminText } from '../../../texts';

/** The admin's CSV export: every hotel's bookings, or one hotel's. */
export function AdminBookingsExport({ hotels }: { hotels: Hotel[] }) {
  const text = useAdminText();
  const id = useId();
  const [hotelId, setHotelId] = useState('');
  const hotel = hotels.find((candidate) => candidate.id === hotelId);
  return (
    <BookingsExportForm
      path={hotel ? `/hotels/${hotel.id}/bookings/export` : '/all-bookings/export'}
      fallbackName={hotel ? 'hotel-bookings.csv' : 'all-bookings.csv'}
      intro={hotel ? text('admin.export.hotelIntro', { hotel: hotel.title }) : text('admin.export.allIntro')}
    >
      <div>
        <label htmlFor={`${id}-hotel`}>{text('admin.export.hotel')}</label>
        <select id={`${id}-hotel`} value={hotelId} onChange={(event) => setHotelId(event.target.value)}>
          <option value="">{text('admin.export.allHotels')}</option>
          {hotels.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title}, {choice.location}
            </option>
          ))}
        </select>
      </div>
    </BookingsExportForm>
  );
}
