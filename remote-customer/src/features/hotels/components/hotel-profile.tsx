import styled from 'styled-components';
import { below, formatUsd, HotelImage, StarRating, type Hotel } from '@ceylon/shared';

const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 2rem;
  align-items: start;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figure = styled.div`
  position: relative;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.line};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 1rem;
  left: 1rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
`;

const Details = styled.div`
  display: grid;
  gap: 0.75rem;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Price = styled.p`
  font-size: 1.4rem;
  strong {
    font-size: 1.8rem;
  }
`;

/** To the calendar below, where a stay is chosen and booked. */
const DatesLink = styled.a`
  justify-self: start;
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 700;
`;

/** One hotel's page: image, description, rating, price and a link to its calendar. */
export function HotelProfile({ hotel }: { hotel: Hotel }) {
  return (
    <Layout aria-labelledby="hotel-title">
      <Figure>
        <HotelImage src={hotel.imageUrl} alt={`${hotel.title}, ${hotel.location}`} width={720} height={480} />
        {hotel.bestSeller && <Badge>Best Seller</Badge>}
      </Figure>
      <Details>
        <h1 id="hotel-title">{hotel.title}</h1>
        <Muted>
          {hotel.location} · Owned by {hotel.creator.firstName}
        </Muted>
        <StarRating rating={hotel.rating} />
        {hotel.description && <p>{hotel.description}</p>}
        <Price>
          <strong>{formatUsd(hotel.price)}</strong> / night
        </Price>
        <DatesLink href="#stay-dates-title">See free nights and book</DatesLink>
      </Details>
    </Layout>
  );
}
