import styled from 'styled-components';
import { ButtonLink } from '@ceylon/shared';

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

export const HOTEL_LOAD_FAILED_MESSAGE = 'Failed to load hotel details';

/** What shows when a hotel cannot be loaded (docs/product.md §2.4, §8). */
export function HotelNotFound() {
  return (
    <Box>
      <p role="alert">{HOTEL_LOAD_FAILED_MESSAGE}</p>
      <h1>Hotel not found</h1>
      <ButtonLink to="/browse-hotels">Browse Hotels</ButtonLink>
    </Box>
  );
}
