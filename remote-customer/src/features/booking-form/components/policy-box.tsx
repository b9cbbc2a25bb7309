import styled from 'styled-components';
import { useCustomerText } from '../../../texts';

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
  const text = useCustomerText();
  return (
    <Box aria-labelledby="policy-title">
      <h3 id="policy-title">{text('customer.booking.policy')}</h3>
      <ul>
        <li>{text('customer.policy.freeCancellation')}</li>
        <li>{text('customer.policy.noPrepayment')}</li>
        <li>{text('customer.policy.refund')}</li>
        <li>{text('customer.booking.times')}</li>
      </ul>
    </Box>
  );
}
