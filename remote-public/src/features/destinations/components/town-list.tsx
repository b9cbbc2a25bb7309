import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, destinationPath, hotelCountText, StateMessage, useQuery } from '@ceylon/shared';
import { destinationsQuery } from '../../../api/destinations';

export const TOWNS_LOAD_FAILED = 'The towns could not be loaded. Please try again.';

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
  const { data: towns, error, isError, refetch } = useQuery(destinationsQuery());
  useEffect(() => {
    if (error) console.error('Failed to load the towns', error);
  }, [error]);

  if (towns) {
    if (towns.length === 0) return <StateMessage>No hotels are listed yet. Please check back soon.</StateMessage>;
    return (
      <Towns>
        {towns.map((town) => (
          <li key={town.slug}>
            <Link to={destinationPath(town.slug)}>{town.name}</Link>
            <span>{hotelCountText(town.hotelCount)}</span>
          </li>
        ))}
      </Towns>
    );
  }
  if (isError) {
    return (
      <>
        <StateMessage role="alert">{TOWNS_LOAD_FAILED}</StateMessage>
        <Button type="button" onClick={() => void refetch()}>
          Try again
        </Button>
      </>
    );
  }
  return <StateMessage role="status">Loading towns…</StateMessage>;
}
