import styled from 'styled-components';

const Box = styled.aside`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #eef7f3;
  border: 1px solid #cfe6dc;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
`;

/** The booking policies (docs/product.md §9). */
export function PolicyBox() {
  return (
    <Box aria-labelledby="policy-title">
      <h3 id="policy-title">Booking policy</h3>
      <ul>
        <li>Free cancellation up to 24 hours before check-in</li>
        <li>No prepayment needed — pay at the property</li>
        <li>100% refund within the free-cancellation period</li>
        <li>Check-in from 2:00 PM, check-out by 12:00 PM</li>
      </ul>
    </Box>
  );
}
