import { screen } from '@testing-library/react';
import { makeHotel, renderPage } from '../testing';
import { HotelCard } from './hotel-card';

const action = { label: 'Book It', to: '/booking?hotelId=h1' };

describe('HotelCard', () => {
  it('shows the owner’s star class and, beside it, the guest score out of 10 and the count', () => {
    renderPage(<HotelCard hotel={makeHotel('h1', { rating: 4, guestScore: 8.6, reviewCount: 124 })} action={action} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Guest score 8.6 · 124 reviews')).toBeInTheDocument();
  });

  it('says one review, keeps a whole score’s decimal, and says when there are none', () => {
    const { unmount } = renderPage(<HotelCard hotel={makeHotel('h1', { guestScore: 10, reviewCount: 1 })} action={action} />);
    expect(screen.getByText('Guest score 10.0 · 1 review')).toBeInTheDocument();
    unmount();
    renderPage(<HotelCard hotel={makeHotel('h2')} action={action} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });
});
