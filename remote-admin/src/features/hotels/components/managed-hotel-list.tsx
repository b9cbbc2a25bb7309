import styled from 'styled-components';
import { below, Button, formatUsd, HotelImage, HotelManageLinks, StarRating, type Hotel } from '@ceylon/shared';
import { useAdminText } from '../../../texts';

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr) auto;
  align-items: center;
  gap: 1rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 120px;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.line};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${below('phone')} {
    grid-template-columns: 1fr;
    img {
      width: 100%;
    }
  }
`;

const Tag = styled.span`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.75rem;
  font-family: ${({ theme }) => theme.font.body};
  vertical-align: middle;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.5rem;
    font-weight: 600;
  }
`;

interface Props {
  hotels: Hotel[];
  /** Absent for non-admins: then no Edit or Delete is shown. */
  onEdit?: (hotel: Hotel) => void;
  onDelete?: (hotel: Hotel) => void;
  /** Links to each hotel's calendar and photos (for an admin, who may manage every hotel). */
  showManageLinks?: boolean;
}

/** Every hotel, with Calendar, Photos, Edit and Delete when the viewer may use them. */
export function ManagedHotelList({ hotels, onEdit, onDelete, showManageLinks = false }: Props) {
  const text = useAdminText();
  return (
    <List>
      {hotels.map((hotel) => (
        <Item key={hotel.id} aria-labelledby={`managed-hotel-${hotel.id}`}>
          <HotelImage src={hotel.imageUrl} alt="" width={120} height={80} loading="lazy" />
          <div>
            <h3 id={`managed-hotel-${hotel.id}`}>
              {hotel.title}
              {hotel.bestSeller && <Tag>{text('admin.hotels.bestSeller')}</Tag>}
            </h3>
            <p>
              {hotel.location} · {text('admin.perNight', { price: formatUsd(hotel.price) })}
              {hotel.creator ? ` · ${text('admin.hotels.ownedBy', { name: hotel.creator.firstName })}` : ''}
            </p>
            <StarRating rating={hotel.rating} />
          </div>
          {(onEdit || onDelete || showManageLinks) && (
            <Actions>
              {showManageLinks && <HotelManageLinks hotel={hotel} />}
              {onEdit && (
                <Button
                  type="button"
                  $tone="outline"
                  onClick={() => onEdit(hotel)}
                  aria-label={text('admin.editNamed', { name: hotel.title })}
                >
                  {text('admin.edit')}
                </Button>
              )}
              {onDelete && (
                <Button
                  type="button"
                  $tone="danger"
                  onClick={() => onDelete(hotel)}
                  aria-label={text('admin.deleteNamed', { name: hotel.title })}
                >
                  {text('admin.delete')}
                </Button>
              )}
            </Actions>
          )}
        </Item>
      ))}
    </List>
  );
}
