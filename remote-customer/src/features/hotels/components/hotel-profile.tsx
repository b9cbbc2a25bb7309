import styled from 'styled-components';
import { below, ConvertedPrice, formatUsd, StarRating, Trans, type Hotel } from '@ceylon/shared';
import { HotelCharges } from './hotel-charges';
import { HotelGallery } from './hotel-gallery';
import { useCustomerText } from '../../../texts';

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
`;

const Badge = styled.span`
  position: absolute;
  top: 1rem;
  left: 1rem;
  pointer-events: none;
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

/** One hotel's page: photos, description, address, rating, price, its taxes and charges and a link to its calendar. */
export function HotelProfile({ hotel }: { hotel: Hotel }) {
  const text = useCustomerText();
  return (
    <Layout aria-labelledby="hotel-title">
      <Figure>
        <HotelGallery hotel={hotel} />
        {hotel.bestSeller && <Badge>{text('customer.hotel.bestSeller')}</Badge>}
      </Figure>
      <Details>
        <h1 id="hotel-title">{hotel.title}</h1>
        <Muted>{text('customer.hotel.ownedBy', { location: hotel.location, name: hotel.creator.firstName })}</Muted>
        {hotel.address && (
          <Muted>
            <span className="visually-hidden">{text('customer.hotel.address')}</span>
            {hotel.address}
          </Muted>
        )}
        <StarRating rating={hotel.rating} />
        {hotel.description && <p>{hotel.description}</p>}
        <Price>
          <Trans id="customer.hotel.price" values={{ price: formatUsd(hotel.price) }} components={{ 0: <strong /> }} />
          <ConvertedPrice usd={hotel.price} />
        </Price>
        <HotelCharges charges={hotel.charges} />
        <DatesLink href="#stay-dates-title">{text('customer.hotel.seeNights')}</DatesLink>
      </Details>
    </Layout>
  );
}
