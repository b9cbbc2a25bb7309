import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, destinationPath, StateMessage, useQuery } from '@ceylon/shared';
import { destinationsQuery } from '../../../api/destinations';
import { usePublicText } from '../../../texts';

const Towns = styled.ul`
  columns: 14rem auto;
  column-gap: 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    break-inside: avoid;
    padding: 0.3rem 0;
  }
  span {
    margin-left: 0.4rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Every town with hotels, each linked to its page with how many it has: the one page that leads to
 * every town's, for visitors and crawlers alike (its page reads the towns on the server first).
 */
export function TownList() {
  const text = usePublicText();
  // A failed read is said on the page, with Try again.
  const { data: towns, isError, refetch } = useQuery(destinationsQuery());

  if (towns) {
    if (towns.length === 0) return <StateMessage>{text('public.towns.none')}</StateMessage>;
    return (
      <Towns>
        {towns.map((town) => (
          <li key={town.slug}>
            <Link to={destinationPath(town.slug)}>{town.name}</Link>
            <span>{text('public.towns.hotelCount', { count: town.hotelCount })}</span>
          </li>
        ))}
      </Towns>
    );
  }
  if (isError) {
    return (
      <>
        <StateMessage role="alert">{text('public.towns.loadFailed')}</StateMessage>
        <Button type="button" onClick={() => void refetch()}>
          {text('public.tryAgain')}
        </Button>
      </>
    );
  }
  return <StateMessage role="status">{text('public.towns.loading')}</StateMessage>;
}
