import styled from 'styled-components';
import { below, type Hotel } from '@ceylon/shared';
import { HotelAmenities } from './hotel-amenities';
import { HotelPolicies } from './hotel-policies';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1rem 2rem;
  margin-top: 2rem;
  h2 {
    margin: 0 0 0.6rem;
    font-size: 1.3rem;
  }
  ul {
    margin: 0;
  }
  li + li {
    margin-top: 0.25rem;
  }
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Under the photos: what the hotel offers, and its times and terms. */
export function HotelAbout({ hotel }: { hotel: Hotel }) {
  return (
    <Columns>
      <HotelAmenities hotel={hotel} />
      <HotelPolicies hotel={hotel} />
    </Columns>
  );
}
