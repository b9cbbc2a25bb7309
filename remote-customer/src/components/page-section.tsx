import styled from 'styled-components';
import { below } from '@ceylon/shared';

/** The body of a page under the top bar: centred, with room at the sides on small screens. */
export const PageSection = styled.section`
  width: min(100%, ${({ theme }) => theme.layout.maxWidth});
  margin: 0 auto;
  padding: 2.5rem 1.25rem 4rem;
  ${below('phone')} {
    padding: 1.5rem 1rem 3rem;
  }
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
`;

export const Lead = styled.p`
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.colors.muted};
`;
