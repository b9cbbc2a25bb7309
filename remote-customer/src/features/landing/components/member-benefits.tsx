import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { useCustomerText, type CustomerText } from '../../../texts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
  li {
    padding: 1.5rem;
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const BENEFITS: readonly { title: CustomerText; detail: CustomerText }[] = [
  { title: 'customer.landing.memberPrices', detail: 'customer.landing.memberPricesText' },
  { title: 'customer.landing.freeCancellation', detail: 'customer.landing.freeCancellationText' },
  { title: 'customer.landing.payAtProperty', detail: 'customer.landing.payAtPropertyText' },
];

/** Why booking as a member pays. */
export function MemberBenefits() {
  const text = useCustomerText();
  return (
    <Grid>
      {BENEFITS.map(({ title, detail }) => (
        <li key={title}>
          <h3>{text(title)}</h3>
          <p>{text(detail)}</p>
        </li>
      ))}
    </Grid>
  );
}
