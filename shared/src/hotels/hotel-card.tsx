import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type Hotel, type HotelCardHotel } from '../domain';
import { ConvertedPrice } from '../currency/converted-price';
import { formatUsd } from '../format/money';
import { useSharedText } from '../i18n/shared-text';
import { useGuestScoreText } from './guest-score';
import { ButtonLink } from '../ui/page-layout';
import { HOTEL_CARD_SIZES, HOTEL_IMAGE_SIZE, HotelCardBody, HotelCardFrame } from './hotel-card-frame';
import { HotelPicture } from './hotel-picture';
import { StarRating } from './star-rating';

/** Where a card's button leads, e.g. Book It → the booking form of the hotel. */
export interface HotelCardAction {
  label: string;
  to: string;
}

const Figure = styled.div`
  position: relative;
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

const StayTotal = styled.p`
  && {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
`;

const StayCharges = styled.p`
  && {
    font-size: 0.9rem;
  }
`;

const RoomsLeft = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

/** The owner's star class and, beside it, what guests scored their stays. */
const Ratings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
`;

const GuestScore = styled.p`
  && {
    color: ${({ theme }) => theme.colors.ink};
    font-size: 0.9rem;
  }
`;

// The footer puts the button on its own line when it does not fit beside the price; its words wrap
// only when the card is narrower than them (Tamil's "Book now" on a three-column row).
const ActionLink = styled(ButtonLink)`
  text-align: center;
`;

export interface HotelCardProps {
  /** Any hotel the API sends: a card needs only HotelCardHotel's fields, and a search's stay ones when it has them. */
  hotel: HotelCardHotel & Partial<Pick<Hotel, 'stayTotal' | 'stayCharges' | 'availableRooms'>>;
  action: HotelCardAction;
  /** The hotel's page, when its name should lead there (a town's page lists hotels to look at). */
  titleTo?: string;
  /**
   * Nights of the stay searched for: the card then shows the stay's total and, when it has any, its
   * taxes and charges (a search with dates sends both).
   */
  nights?: number;
}

/** Few enough free rooms to say so. */
const FEW_ROOMS = 3;

export function HotelCard({ hotel, action, nights, titleTo }: HotelCardProps) {
  const { stayTotal, stayCharges, availableRooms } = hotel;
  const staying = nights !== undefined && nights > 0 && stayTotal !== undefined;
  const text = useSharedText();
  const guestScoreText = useGuestScoreText();
  return (
    <HotelCardFrame aria-labelledby={`hotel-${hotel.id}-title`}>
      <Figure>
        <HotelPicture
          photo={hotel.cover}
          fallback={{ src: hotel.imageUrl, alt: `${hotel.title}, ${hotel.location}`, ...HOTEL_IMAGE_SIZE }}
          sizes={HOTEL_CARD_SIZES}
        />
        {hotel.bestSeller && <Badge>{text('shared.card.bestSeller')}</Badge>}
      </Figure>
      <HotelCardBody>
        <h3 id={`hotel-${hotel.id}-title`}>{titleTo ? <Link to={titleTo}>{hotel.title}</Link> : hotel.title}</h3>
        <p>{text('shared.card.ownedBy', { name: hotel.creator.firstName })}</p>
        <p>{hotel.location}</p>
        <Ratings>
          <StarRating rating={hotel.rating} />
          <GuestScore>{guestScoreText(hotel)}</GuestScore>
        </Ratings>
        {staying && (
          <StayTotal>
            {text('shared.card.stayTotal', { total: formatUsd(stayTotal), nights })}
            <ConvertedPrice usd={stayTotal} />
          </StayTotal>
        )}
        {staying && stayCharges !== undefined && stayCharges > 0 && (
          <StayCharges>{text('shared.card.charges', { amount: formatUsd(stayCharges) })}</StayCharges>
        )}
        {availableRooms !== undefined && availableRooms > 0 && availableRooms <= FEW_ROOMS && (
          <RoomsLeft>{text('shared.card.roomsLeft', { rooms: availableRooms })}</RoomsLeft>
        )}
        <Footer>
          <Price>
            <strong>{formatUsd(hotel.price)}</strong> {text('shared.card.perNight')}
            {!staying && <ConvertedPrice usd={hotel.price} />}
          </Price>
          <ActionLink to={action.to} aria-label={`${action.label}: ${hotel.title}`}>
            {action.label}
          </ActionLink>
        </Footer>
      </HotelCardBody>
    </HotelCardFrame>
  );
}
