import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Hotel } from '../domain';
import { formatUsd } from '../format/money';
import { StarRating } from './star-rating';

/** Where a card's button leads, e.g. Book It → the booking form of the hotel. */
export interface HotelCardAction {
  label: string;
  to: string;
}

export const HOTEL_IMAGE_SIZE = { width: 480, height: 320 } as const;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Figure = styled.div`
  position: relative;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: ${HOTEL_IMAGE_SIZE.width} / ${HOTEL_IMAGE_SIZE.height};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.line};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.4rem;
  padding: 1rem 1.1rem 1.2rem;
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

const Footer = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 0.75rem;
  margin-top: auto;
  padding-top: 0.6rem;
`;

const Price = styled.p`
  && {
    color: ${({ theme }) => theme.colors.ink};
  }
  white-space: nowrap;
  strong {
    font-size: 1.2rem;
  }
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

export interface HotelCardProps {
  hotel: Hotel;
  action: HotelCardAction;
}

export function HotelCard({ hotel, action }: HotelCardProps) {
  return (
    <Card aria-labelledby={`hotel-${hotel.id}-title`}>
      <Figure>
        <img
          src={hotel.imageUrl}
          alt={`${hotel.title}, ${hotel.location}`}
          width={HOTEL_IMAGE_SIZE.width}
          height={HOTEL_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
        />
        {hotel.bestSeller && <Badge>Best Seller</Badge>}
      </Figure>
      <Body>
        <h3 id={`hotel-${hotel.id}-title`}>{hotel.title}</h3>
        <p>Owned by {hotel.creator.firstName}</p>
        <p>{hotel.location}</p>
        <StarRating rating={hotel.rating} />
        <Footer>
          <Price>
            <strong>{formatUsd(hotel.price)}</strong> / night
          </Price>
          <ActionLink to={action.to} aria-label={`${action.label}: ${hotel.title}`}>
            {action.label}
          </ActionLink>
        </Footer>
      </Body>
    </Card>
  );
}
