import { fireEvent, render, screen } from '@testing-library/react';
import { makePhoto } from '../testing';
import { FALLBACK_HOTEL_IMAGE } from './hotel-image';
import { HotelPicture } from './hotel-picture';

const fallback = { src: '/api/assets/hotels/h1.svg', alt: 'Lake View, Kandy', width: 480, height: 320 };
const sizes = '(max-width: 640px) 100vw, 300px';

describe('HotelPicture', () => {
  it('offers every width of AVIF and WebP with the sizes, the photo’s shape and its caption', () => {
    const { container } = render(<HotelPicture photo={makePhoto('p1', { caption: 'Pool at dusk' })} fallback={fallback} sizes={sizes} />);
    const image = screen.getByRole('img', { name: 'Pool at dusk' });
    expect(image).toHaveAttribute('srcset', '/api/photos/p1-480.webp 480w, /api/photos/p1-960.webp 960w, /api/photos/p1-1600.webp 1600w');
    expect(image).toHaveAttribute('src', '/api/photos/p1-1600.webp');
    expect(image).toHaveAttribute('sizes', sizes);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1067');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', '/api/photos/p1-480.avif 480w, /api/photos/p1-960.avif 960w, /api/photos/p1-1600.avif 1600w');
    expect(source).toHaveAttribute('sizes', sizes);
  });

  it('has no AVIF source when none was stored, and loads at once and first above the fold', () => {
    const { container } = render(<HotelPicture photo={makePhoto('p2', {}, { avif: false })} fallback={fallback} sizes={sizes} priority />);
    expect(container.querySelector('source')).toBeNull();
    const image = screen.getByRole('img', { name: 'Photo p2' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the hotel’s own image, lazily and sized, when it has no photo', () => {
    const { container } = render(<HotelPicture photo={null} fallback={fallback} sizes={sizes} />);
    const image = screen.getByRole('img', { name: 'Lake View, Kandy' });
    expect(image).toHaveAttribute('src', fallback.src);
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('srcset');
    expect(container.querySelector('picture')).toBeNull();
  });

  it('shows the fallback scene, the same size, when the photo cannot be loaded', () => {
    render(<HotelPicture photo={makePhoto('p3', { caption: 'Garden' })} fallback={fallback} sizes={sizes} />);
    fireEvent.error(screen.getByRole('img'));
    const image = screen.getByRole('img', { name: 'Garden (picture unavailable)' });
    expect(image).toHaveAttribute('src', FALLBACK_HOTEL_IMAGE);
    expect(image).toHaveAttribute('width', '1600');
  });
});
