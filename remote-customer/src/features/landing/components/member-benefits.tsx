import styled from 'styled-components';
import { below } from '@ceylon/shared';

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

const BENEFITS = [
  { title: 'Member prices', text: 'Save on stays at over 850 partner hotels in our loyalty programme.' },
  { title: 'Free cancellation', text: 'Most stays can be cancelled free of charge up to 24 hours before check-in.' },
  { title: 'Pay at the property', text: 'No prepayment needed: book now and pay when you arrive.' },
];

/** Why booking as a member pays. */
export function MemberBenefits() {
  return (
    <Grid>
      {BENEFITS.map(({ title, text }) => (
        <li key={title}>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </Grid>
  );
}
