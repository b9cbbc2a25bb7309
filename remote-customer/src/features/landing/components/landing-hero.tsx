import type { ReactNode } from 'react';
import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

// Dark enough for the white text of the transparent top bar that floats over it.
const Hero = styled.section`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 1.5rem;
  min-height: min(720px, 100vh);
  padding: calc(${({ theme }) => theme.layout.topBarHeight} + 3rem) 1.25rem 4rem;
  background:
    radial-gradient(circle at 20% 20%, rgba(224, 165, 38, 0.25), transparent 45%),
    radial-gradient(circle at 80% 70%, rgba(11, 110, 79, 0.55), transparent 50%),
    linear-gradient(160deg, #06231b 0%, #0b3d2e 55%, #10241f 100%);
  color: #fff;
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(2rem, 6vw, 3.6rem);
    max-width: 18ch;
  }
  p {
    margin: 0;
    max-width: 48ch;
    font-size: 1.15rem;
    color: rgba(255, 255, 255, 0.88);
  }
  ${below('phone')} {
    padding-bottom: 2.5rem;
  }
`;

/** The full-bleed hero of /HomeUser: it starts at the very top, under the transparent top bar. */
export function LandingHero({ name, children }: { name?: string; children: ReactNode }) {
  const text = useCustomerText();
  return (
    <Hero aria-labelledby="landing-title">
      <h1 id="landing-title">{name ? text('customer.landing.welcome', { name }) : text('customer.landing.title')}</h1>
      <p>{text('customer.landing.lead')}</p>
      {children}
    </Hero>
  );
}
