import styled from 'styled-components';
import { CardGrid } from './layout';
import { Scenery, type Scene } from './scenery';

export interface Destination {
  name: string;
  blurb: string;
  scene: Scene;
}

const Tile = styled.article`
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
`;

/** Places to visit, each with its own drawn picture. */
export function DestinationGrid({ destinations }: { destinations: Destination[] }) {
  return (
    <CardGrid $min="260px">
      {destinations.map((destination) => (
        <li key={destination.name}>
          <Tile>
            <Scenery scene={destination.scene} label={`Illustration of ${destination.name}`} />
            <div>
              <h3>{destination.name}</h3>
              <p>{destination.blurb}</p>
            </div>
          </Tile>
        </li>
      ))}
    </CardGrid>
  );
}
