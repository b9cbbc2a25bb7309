import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { browseHotelsPath, Trans, useRelativeTime } from '@ceylon/shared';
import { useRecentSearches } from '../hooks/use-recent-searches';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.7rem 0.9rem;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.line};
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    white-space: nowrap;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The traveller's own last searches in this browser, each one a link to search again. */
export function RecentSearchesList() {
  const { searches, now } = useRecentSearches();
  const ago = useRelativeTime();

  if (searches.length === 0) {
    return (
      <Empty>
        <Trans id="customer.dashboard.noRecent" components={{ 0: <Link to="/browse-hotels" /> }} />
      </Empty>
    );
  }

  return (
    <List>
      {searches.map((search) => (
        <li key={search.query}>
          <Link to={browseHotelsPath({ q: search.query })}>
            <span>{search.query}</span>
            <time dateTime={search.at}>{ago(search.at, now)}</time>
          </Link>
        </li>
      ))}
    </List>
  );
}
