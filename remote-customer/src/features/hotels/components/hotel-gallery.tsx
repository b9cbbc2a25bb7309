import styled, { css } from 'styled-components';
import { HotelPicture, type Hotel } from '@ceylon/shared';
import { useGallery } from '../hooks/use-gallery';
import { useCustomerText } from '../../../texts';

/** The large photo: the left three fifths of a 1200px page, the whole width below tablets. */
const STAGE_SIZES = '(max-width: 960px) 100vw, 700px';
const THUMB_SIZES = '80px';

/** A photo (picture or img) filling its box, cropped to it. */
const fillsBox = css`
  picture,
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;

const Gallery = styled.section`
  display: grid;
  gap: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.large};
`;

/** A fixed 3:2 box, so neither loading nor changing photos moves what is below. */
const Stage = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.line};
  /* Vertical drags still scroll the page; sideways ones reach the swipe handler. */
  touch-action: pan-y;
  user-select: none;
  ${fillsBox}
  img {
    pointer-events: none;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 0.6rem;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0.2rem;
  overflow-x: auto;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  flex: none;
  width: 80px;
  aspect-ratio: 3 / 2;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.line};
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  ${fillsBox}
`;

/**
 * The hotel's photos, cover first: one large with previous/next, arrow keys and swipe, the rest
 * as thumbnails. A hotel without photos shows its image (imageUrl) as before.
 */
export function HotelGallery({ hotel }: { hotel: Hotel }) {
  const text = useCustomerText();
  const photos = hotel.photos ?? (hotel.cover ? [hotel.cover] : []);
  const gallery = useGallery(photos.length);
  const fallback = { src: hotel.imageUrl, alt: `${hotel.title}, ${hotel.location}`, width: 720, height: 480 };
  const photo = photos[gallery.index] ?? null;
  const several = photos.length > 1;

  return (
    // Focusable so that the arrow keys work once the gallery has focus, not only on its buttons.
    <Gallery
      aria-label={text('customer.gallery.label', { hotel: hotel.title })}
      tabIndex={several ? 0 : undefined}
      onKeyDown={gallery.onKeyDown}
    >
      <Stage {...(several ? gallery.swipe : {})}>
        <HotelPicture photo={photo} fallback={fallback} sizes={STAGE_SIZES} priority={gallery.index === 0} />
        {several && (
          <>
            <Arrow type="button" $side="left" aria-label={text('customer.gallery.previous')} onClick={gallery.previous}>
              ‹
            </Arrow>
            <Arrow type="button" $side="right" aria-label={text('customer.gallery.next')} onClick={gallery.next}>
              ›
            </Arrow>
          </>
        )}
      </Stage>
      {several && (
        <>
          <Counter aria-live="polite" aria-atomic="true">
            {text('customer.gallery.counter', { number: gallery.index + 1, count: photos.length })}
          </Counter>
          <Thumbs aria-label={text('customer.gallery.all')}>
            {photos.map((thumb, index) => (
              <li key={thumb.id}>
                <Thumb
                  type="button"
                  aria-label={text('customer.gallery.show', { number: index + 1, caption: thumb.caption })}
                  aria-current={index === gallery.index ? 'true' : undefined}
                  onClick={() => gallery.show(index)}
                >
                  <HotelPicture photo={thumb} fallback={fallback} sizes={THUMB_SIZES} alt="" />
                </Thumb>
              </li>
            ))}
          </Thumbs>
        </>
      )}
    </Gallery>
  );
}
