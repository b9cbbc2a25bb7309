import { fireEvent, render, screen } from '@testing-library/react';
import { FALLBACK_HOTEL_IMAGE, HotelImage } from './hotel-image';

it('shows the hotel’s picture while it loads', () => {
  render(<HotelImage src="/img/lake.jpg" alt="Lake View, Kandy" />);
  expect(screen.getByRole('img', { name: 'Lake View, Kandy' })).toHaveAttribute('src', '/img/lake.jpg');
});

it('swaps a picture that fails for the fallback scene, and says so in its alt text', () => {
  render(<HotelImage src="/img/missing.jpg" alt="Lake View, Kandy" />);
  fireEvent.error(screen.getByRole('img'));
  const image = screen.getByRole('img', { name: 'Lake View, Kandy (picture unavailable)' });
  expect(image).toHaveAttribute('src', FALLBACK_HOTEL_IMAGE);
  expect(FALLBACK_HOTEL_IMAGE).toMatch(/^data:image\/svg\+xml,/);
});

it('tries a new address again after a failed one', () => {
  const { rerender } = render(<HotelImage src="/img/missing.jpg" alt="" />);
  fireEvent.error(document.querySelector('img')!);
  rerender(<HotelImage src="/img/other.jpg" alt="" />);
  expect(document.querySelector('img')).toHaveAttribute('src', '/img/other.jpg');
});
