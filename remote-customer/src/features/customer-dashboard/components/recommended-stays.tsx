import styled from 'styled-components';

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

/** Two fixed suggestions (docs/product.md §2.4: the Recommended list is static). */
const RECOMMENDED = [
  { place: 'Galle Fort', note: 'Colonial charm by the sea' },
  { place: 'Ella', note: 'Hill-country views and tea trails' },
];

export function RecommendedStays() {
  return (
    <List>
      {RECOMMENDED.map(({ place, note }) => (
        <li key={place}>
          <strong>{place}</strong>
          <span>{note}</span>
        </li>
      ))}
    </List>
  );
}
