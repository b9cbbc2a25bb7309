import { render, screen, within } from '@testing-library/react';
import { makeBooking, SiteProviders } from '@ceylon/shared/testing';
import { HotelBookingsTable } from './hotel-bookings-table';

it("lists each booking with its reference, the guest's name and the stay", () => {
  render(
    <SiteProviders>
      <HotelBookingsTable
        hotelTitle="Lake View"
        bookings={[makeBooking('b1', { reference: 'CS-7KQ2M9' }), makeBooking('b2', { reference: 'CS-XH4P2A' })]}
      />
    </SiteProviders>,
  );
  const table = screen.getByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['CS-7KQ2M9', 'CS-XH4P2A']);
  expect(rows[0]).toHaveTextContent('Asha Perera');
});
