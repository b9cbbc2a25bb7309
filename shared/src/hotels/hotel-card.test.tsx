import { screen } from '@testing-library/react';
import { makeHotel, makePhoto, renderPage } from '../testing';
import { HotelCard } from './hotel-card';
import { HOTEL_CARD_SIZES } from './hotel-card-frame';

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

describe('HotelCard stay', () => {
  it("with a stay, shows the stay's total and its taxes and charges when it has any", () => {
    const hotel = makeHotel('h1', { price: 80, stayTotal: 480, stayCharges: 53.64 });
    const { unmount } = renderPage(<HotelCard hotel={hotel} action={action} nights={3} />);
    expect(screen.getByText('$480.00 for 3 nights')).toBeInTheDocument();
    expect(screen.getByText('+ $53.64 taxes and charges')).toBeInTheDocument();
    unmount();
    const untaxed = renderPage(<HotelCard hotel={{ ...hotel, stayTotal: 80, stayCharges: 0 }} action={action} nights={1} />);
    expect(screen.getByText('$80.00 for 1 night')).toBeInTheDocument();
    expect(screen.queryByText(/taxes and charges/)).not.toBeInTheDocument();
    untaxed.unmount();
    // Without dates: the price per night only, as before.
    renderPage(<HotelCard hotel={hotel} action={action} />);
    expect(screen.queryByText(/for 3 nights|taxes and charges/)).not.toBeInTheDocument();
    expect(screen.getByText('/ night', { exact: false })).toHaveTextContent('$80.00 / night');
  });
});

describe('HotelCard title', () => {
  it('is plain text, or with titleTo a link to the hotel’s page', async () => {
    const { unmount } = renderPage(<HotelCard hotel={makeHotel('h1', { title: 'Lake View' })} action={action} />);
    expect(screen.getByRole('heading', { name: 'Lake View' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lake View' })).not.toBeInTheDocument();
    unmount();
    const { user, router } = renderPage(<HotelCard hotel={makeHotel('h1', { title: 'Lake View' })} action={action} titleTo="/hotels/h1" />);
    await user.click(screen.getByRole('link', { name: 'Lake View' }));
    expect(router.path).toBe('/hotels/h1');
  });
});

describe('HotelCard picture', () => {
  it('shows the cover at the card grid’s sizes when the hotel has one', () => {
    renderPage(<HotelCard hotel={makeHotel('h1', { cover: makePhoto('p1', { caption: 'Lake View at dawn' }) })} action={action} />);
    const image = screen.getByRole('img', { name: 'Lake View at dawn' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining('/api/photos/p1-480.webp 480w'));
    expect(image).toHaveAttribute('sizes', HOTEL_CARD_SIZES);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the hotel’s image URL, 480 × 320, without a cover', () => {
    renderPage(<HotelCard hotel={makeHotel('h2', { title: 'Lake View', location: 'Kandy' })} action={action} />);
    const image = screen.getByRole('img', { name: 'Lake View, Kandy' });
    expect(image).toHaveAttribute('src', '/api/assets/hotels/h2.svg');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    expect(image).not.toHaveAttribute('srcset');
  });
});
