import styled from 'styled-components';
import { featuredHotelsQuery, type PagePrefetch } from '@ceylon/shared';
import { tileTownsQuery } from '../components/destination-grid';
import { HOME_DESTINATIONS, HomeDestinations } from '../features/home/components/home-destinations';
import { HomeFeaturedHotels } from '../features/home/components/home-featured-hotels';
import { HomeHero } from '../features/home/components/home-hero';
import { IntroStats } from '../features/home/components/intro-stats';
import { LoyaltyBlock } from '../features/home/components/loyalty-block';
import { Testimonials } from '../features/home/components/testimonials';
import { usePublicText } from '../texts';

export { homeTexts as texts } from '../home-catalog';

const ReleaseNote = styled.p`
  margin: 0;
  padding: 0.5rem;
  text-align: center;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

// Set at build time (RELEASE_MARKER); lets operators see which release of this area is on screen.
const releaseMarker = process.env.RELEASE_MARKER;

/** Read on the server before it renders this page: the featured hotels arrive with it, and the destinations link their towns' pages. */
export const prefetch: PagePrefetch = (client) =>
  Promise.all([client.prefetchInfiniteQuery(featuredHotelsQuery), client.prefetchQuery(tileTownsQuery(HOME_DESTINATIONS))]);

export default function HomePage() {
  const text = usePublicText();
  return (
    <>
      <HomeHero />
      <IntroStats />
      <HomeFeaturedHotels />
      <LoyaltyBlock />
      <HomeDestinations />
      <Testimonials />
      {releaseMarker ? (
        <ReleaseNote data-release-marker={releaseMarker}>{text('public.releaseNote', { marker: releaseMarker })}</ReleaseNote>
      ) : null}
    </>
  );
}
