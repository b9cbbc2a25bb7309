import styled from 'styled-components';
import { ButtonLink } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 3rem 1rem;
  text-align: center;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** What shows when a hotel cannot be loaded (docs/product.md §2.4, §8). */
export function HotelNotFound() {
  const text = useCustomerText();
  return (
    <Box>
      <p role="alert">{text('customer.hotelNotFound.failed')}</p>
      <h1>{text('customer.hotelNotFound.title')}</h1>
      <ButtonLink to="/browse-hotels">{text('customer.browseHotels')}</ButtonLink>
    </Box>
  );
}
