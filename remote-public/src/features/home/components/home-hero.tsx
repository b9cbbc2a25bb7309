import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { Container } from '../../../components/layout';
import { usePublicText } from '../../../texts';
import { HeroSearch } from './hero-search';

// The hills along the hero's foot, drawn as its first background layer rather than an element: the
// hero grows as a server-rendered page arrives over a slow network, and an element pinned to its
// foot would move with it (a layout shift); a background does not count as one.
const hills = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1440 320' preserveAspectRatio='none'>" +
    "<path fill='rgba(3, 25, 18, 0.55)' d='M0 220l120-40 160 50 200-90 180 70 220-110 200 90 180-60 180 70v120H0z'/>" +
    "<path fill='rgba(2, 16, 12, 0.8)' d='M0 270l180-30 200 40 240-50 220 40 260-40 340 40v80H0z'/></svg>",
)}") bottom / 100% 40% no-repeat`;

// Dark enough at every point for the white text of the transparent top bar floating over it.
const Hero = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  min-height: min(100vh, 760px);
  padding: calc(${({ theme }) => theme.layout.topBarHeight} + 3rem) 0 4rem;
  color: #fff;
  background:
    ${hills}, linear-gradient(180deg, rgba(4, 20, 16, 0.78) 0%, rgba(4, 20, 16, 0.45) 45%, rgba(4, 20, 16, 0.82) 100%),
    radial-gradient(ellipse at 75% 30%, #e0a526 0%, transparent 35%), linear-gradient(160deg, #0e3b4f 0%, #0b6e4f 55%, #07503a 100%);
  overflow: hidden;
  ${below('phone')} {
    min-height: auto;
    padding-bottom: 3rem;
  }
`;

const Content = styled(Container)`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
`;

const Headline = styled.div`
  max-width: 720px;
  h1 {
    margin: 0 0 1rem;
    font-size: clamp(2.3rem, 6vw, 4rem);
    /* A Tamil word at this size can be wider than a phone. */
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: clamp(1.05rem, 2vw, 1.3rem);
    opacity: 0.92;
  }
`;

export function HomeHero() {
  const text = usePublicText();
  return (
    <Hero>
      <Content>
        <Headline>
          <h1>{text('public.hero.title')}</h1>
          <p>{text('public.hero.lead')}</p>
        </Headline>
        <HeroSearch />
      </Content>
    </Hero>
  );
}
