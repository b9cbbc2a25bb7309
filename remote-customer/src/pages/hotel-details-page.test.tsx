import { screen } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, makeHotel, ok, renderPage } from '@ceylon/shared/testing';
import HotelDetailsPage from './hotel-details-page';

afterEach(() => jest.restoreAllMocks());

describe('Hotel page', () => {
  it('shows image, description, rating, price, Best Seller and Book Now', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok(
        makeHotel('h7', {
          title: 'Fort Ramparts',
          location: 'Galle',
          price: 160,
          rating: 4.8,
          bestSeller: true,
          description: 'A restored merchant house.',
        }),
      ),
    );
    renderPage(<HotelDetailsPage />, { route: '/hotels/h7', path: '/hotels/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fort Ramparts' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/hotels/h7');
    expect(screen.getByRole('img', { name: 'Fort Ramparts, Galle' })).toHaveAttribute('width', '720');
    expect(screen.getByText('A restored merchant house.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('$160.00')).toBeInTheDocument();
    expect(screen.getByText('Best Seller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking?hotelId=h7');
  });

  it('shows Hotel not found for an unknown hotel', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(404, 'Hotel not found'));
    renderPage(<HotelDetailsPage />, { route: '/hotels/nope', path: '/hotels/:id' });
    expect(await screen.findByRole('heading', { name: 'Hotel not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/browse-hotels');
  });
});
