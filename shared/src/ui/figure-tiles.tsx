import styled from 'styled-components';
import { below } from './theme';

/** Tiles in full rows: up to three a row; on tablets two when they pair up, else one. */
const Grid = styled.dl<{ $columns: number; $tabletColumns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 1rem;
  margin: 0 0 2rem;
  ${below('tablet')} {
    grid-template-columns: repeat(${({ $tabletColumns }) => $tabletColumns}, minmax(0, 1fr));
  }
  ${below('phone')} {
    gap: 0.75rem;
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.25rem;
  padding: 1.1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.large};
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  ${below('phone')} {
    padding: 0.9rem 1rem;
    dd {
      font-size: 1.35rem;
    }
  }
`;

/** A dashboard's headline figures, as label → value pairs. */
export function FigureTiles({ figures }: { figures: [label: string, value: string][] }) {
  return (
    <Grid $columns={Math.min(3, figures.length)} $tabletColumns={figures.length % 2 === 0 ? 2 : 1}>
      {figures.map(([label, value]) => (
        <Tile key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Tile>
      ))}
    </Grid>
  );
}
