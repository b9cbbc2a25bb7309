import styled from 'styled-components';
import { AMENITIES, useSharedText, type Hotel } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0.4rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li::before {
    content: '✓';
    margin-right: 0.5rem;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
`;

/** What the hotel offers, in the fixed list's order; nothing when it has listed none. */
export function HotelAmenities({ hotel }: { hotel: Hotel }) {
  const text = useCustomerText();
  const sharedText = useSharedText();
  const offered = AMENITIES.filter((amenity) => hotel.amenities.includes(amenity.id));
  if (offered.length === 0) return null;
  return (
    <section aria-labelledby="amenities-title">
      <h2 id="amenities-title">{text('customer.hotel.amenities')}</h2>
      <List>
        {offered.map((amenity) => (
          <li key={amenity.id}>{sharedText(`shared.amenity.${amenity.id}`)}</li>
        ))}
      </List>
    </section>
  );
}
