import type { ReactNode } from 'react';
import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { Container } from './layout';

const Band = styled.header`
  padding: 4.5rem 0 4rem;
  color: #fff;
  background:
    radial-gradient(circle at 85% 20%, rgba(224, 165, 38, 0.35), transparent 45%),
    linear-gradient(135deg, #062b22 0%, ${({ theme }) => theme.colors.brandDark} 55%, #0e3b4f 100%);
  h1 {
    margin: 0 0 0.75rem;
    font-size: clamp(2rem, 5vw, 3.2rem);
  }
  p {
    max-width: 60ch;
    margin: 0;
    font-size: 1.1rem;
    opacity: 0.92;
  }
  ${below('phone')} {
    padding: 3rem 0 2.5rem;
  }
`;

/** The heading band at the top of an inner page. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Band>
      <Container>
        <h1>{title}</h1>
        {children && <p>{children}</p>}
      </Container>
    </Band>
  );
}
