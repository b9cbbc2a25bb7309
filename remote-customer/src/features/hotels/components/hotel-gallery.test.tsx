import { fireEvent, screen } from '@testing-library/react';
import { makeHotel, makePhoto, renderPage } from '@ceylon/shared/testing';
import { HotelGallery } from './hotel-gallery';

const photos = ['Lobby', 'Pool', 'Garden'].map((caption, index) => makePhoto(`p${index + 1}`, { caption }));
const hotel = makeHotel('h7', { title: 'Fort Ramparts', location: 'Galle', cover: photos[0]!, photos });

const open = (shown = hotel) => renderPage(<HotelGallery hotel={shown} />);
const gallery = () => screen.getByRole('region', { name: 'Photos of Fort Ramparts' });
const counter = () => screen.getByText(/^Photo \d of \d$/);
const mainPhoto = () => gallery().querySelector('picture img');

/** A pointer event at `x`; jsdom has no PointerEvent, so a mouse event carrying a pointer id. */
function pointer(type: string, x: number) {
  const event = new MouseEvent(type, { bubbles: true, clientX: x });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  return event;
}

/** A drag on the photo from x = 200 by `distance` pixels. */
function drag(distance: number) {
  const stage = mainPhoto()!.closest('picture')!.parentElement!;
  fireEvent(stage, pointer('pointerdown', 200));
  fireEvent(stage, pointer('pointerup', 200 + distance));
}

describe('HotelGallery', () => {
  it('shows the cover large and eager, the others as named thumbnail buttons, and the count in a live region', () => {
    open();
    expect(screen.getByRole('img', { name: 'Lobby' })).toHaveAttribute('loading', 'eager');
    expect(counter()).toHaveTextContent('Photo 1 of 3');
    expect(counter()).toHaveAttribute('aria-live', 'polite');
    const thumbs = screen.getAllByRole('button', { name: /^Show photo/ });
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show photo 1: Lobby',
      'Show photo 2: Pool',
      'Show photo 3: Garden',
    ]);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    for (const thumb of thumbs) expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('moves with Next and Previous, round from the last to the first, and with a thumbnail', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Pool' })).toHaveAttribute('loading', 'lazy');
    expect(counter()).toHaveTextContent('Photo 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toHaveTextContent('Photo 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: 'Garden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show photo 2: Pool' }));
    expect(counter()).toHaveTextContent('Photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 2: Pool' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the arrow keys, Home and End once the gallery has focus', async () => {
    const { user } = open();
    await user.tab();
    expect(gallery()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('Photo 2 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toHaveTextContent('Photo 3 of 3');
    await user.keyboard('{Home}');
    expect(counter()).toHaveTextContent('Photo 1 of 3');
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'Garden' })).toBeInTheDocument();
  });

  it('moves on a sideways swipe of 40 px or more, not on a shorter one', () => {
    open();
    drag(-39);
    expect(counter()).toHaveTextContent('Photo 1 of 3');
    drag(-40);
    expect(counter()).toHaveTextContent('Photo 2 of 3');
    drag(120);
    expect(counter()).toHaveTextContent('Photo 1 of 3');
  });

  it('shows one photo without controls, and the hotel’s image when it has none', () => {
    const { unmount } = open(makeHotel('h8', { cover: photos[1]!, photos: [photos[1]!] }));
    expect(screen.getByRole('img', { name: 'Pool' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Photo \d of \d$/)).not.toBeInTheDocument();
    unmount();
    open(makeHotel('h9', { title: 'Paddy View', location: 'Ella' }));
    expect(screen.getByRole('img', { name: 'Paddy View, Ella' })).toHaveAttribute('src', '/api/assets/hotels/h9.svg');
    expect(screen.getByRole('img', { name: 'Paddy View, Ella' })).toHaveAttribute('width', '720');
  });
});
