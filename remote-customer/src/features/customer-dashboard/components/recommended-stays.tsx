import styled from 'styled-components';
import { useCustomerText, type CustomerText } from '../../../texts';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.7rem 0.9rem;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.page};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Two fixed suggestions (docs/product.md §2.4: the Recommended list is static); the places' names stay as written. */
const RECOMMENDED: readonly { place: string; note: CustomerText }[] = [
  { place: 'Galle Fort', note: 'customer.dashboard.galleNote' },
  { place: 'Ella', note: 'customer.dashboard.ellaNote' },
];

export function RecommendedStays() {
  const text = useCustomerText();
  return (
    <List>
      {RECOMMENDED.map(({ place, note }) => (
        <li key={place}>
          <strong>{place}</strong>
          <span>{text(note)}</span>
        </li>
      ))}
    </List>
  );
}
