import styled from 'styled-components';

export const HOTEL_IMAGE_SIZE = { width: 480, height: 320 } as const;

/**
 * How wide a card's picture is drawn: one column on phones, two up to tablets, then four (or
 * auto-filled ≥ 260px) columns of a page at most 1200px wide, about 270px each.
 */
export const HOTEL_CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 960px) 50vw, 300px';

/** What every hotel card shares, the visitor's and the owner's: a raised surface with the picture on top. */
export const HotelCardFrame = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: ${HOTEL_IMAGE_SIZE.width} / ${HOTEL_IMAGE_SIZE.height};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.line};
  }
`;

/** The text under the picture: the title, muted lines, then whatever the card ends with. */
export const HotelCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.4rem;
  padding: 1rem 1.1rem 1.2rem;
  h2,
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
`;
