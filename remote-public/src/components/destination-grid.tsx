import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { destinationPath, townSlug, useQuery } from '@ceylon/shared';
import { destinationsQuery } from '../api/destinations';
import { usePublicText, type PublicText } from '../texts';
import { CardGrid } from './layout';
import { Scenery, type Scene } from './scenery';

export interface Destination {
  /** The town's name, as its hotels' owners write it (data, in every language). */
  name: string;
  blurb: PublicText;
  scene: Scene;
}

const Tile = styled.article`
  position: relative;
  overflow: hidden;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  div {
    padding: 1rem 1.2rem 1.3rem;
  }
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.3rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* The whole tile takes the click of its town's link. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** Which of these tiles' towns have hotels: the grid's own query, which its page's `prefetch` reads on the server too. */
export const tileTownsQuery = (destinations: readonly Pick<Destination, 'name'>[]) =>
  destinationsQuery(destinations.map((destination) => townSlug(destination.name)));

/**
 * Places to visit, each with its own drawn picture. A place where hotels are listed links to its
 * town's page (/destinations/<town>); the others stay as they are, and so do all of them while the
 * towns are read, or when they cannot be.
 */
export function DestinationGrid({ destinations }: { destinations: Destination[] }) {
  const text = usePublicText();
  const towns = useQuery(tileTownsQuery(destinations)).data ?? [];
  const withHotels = new Set(towns.map((town) => town.slug));
  return (
    <CardGrid $min="260px">
      {destinations.map((destination) => {
        const slug = townSlug(destination.name);
        return (
          <li key={destination.name}>
            <Tile>
              <Scenery scene={destination.scene} label={text('public.featuredDestinations.picture', { name: destination.name })} />
              <div>
                <h3>{withHotels.has(slug) ? <Link to={destinationPath(slug)}>{destination.name}</Link> : destination.name}</h3>
                <p>{text(destination.blurb)}</p>
              </div>
            </Tile>
          </li>
        );
      })}
    </CardGrid>
  );
}
