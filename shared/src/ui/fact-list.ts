import styled from 'styled-components';

/** Facts as a grid of small muted labels over bold values: a booking's dates, guests, total… */
export const FactList = styled.dl<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '120px' }) => $min}, 1fr));
  gap: 0.75rem 1.25rem;
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
