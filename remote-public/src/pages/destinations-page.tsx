import type { PagePrefetch } from '@ceylon/shared';
import { destinationsQuery } from '../api/destinations';
import { tileTownsQuery } from '../components/destination-grid';
import { Container, Eyebrow, Section, SectionTitle } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { FEATURED_DESTINATIONS, FeaturedDestinations } from '../features/destinations/components/featured-destinations';
import { TownList } from '../features/destinations/components/town-list';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

/** Read on the server before it renders this page: the towns with hotels, for the grid's links and the list. */
export const prefetch: PagePrefetch = (client) =>
  Promise.all([client.prefetchQuery(tileTownsQuery(FEATURED_DESTINATIONS)), client.prefetchQuery(destinationsQuery())]);

export default function DestinationsPage() {
  const text = usePublicText();
  return (
    <>
      <PageHero title={text('public.featuredDestinations.title')}>{text('public.attractions.lead')}</PageHero>
      <Section aria-labelledby="destinations-list">
        <Container>
          {/* The cards' headings are h3, as on /services: this keeps the outline without a gap. */}
          <h2 id="destinations-list" className="visually-hidden">
            {text('public.attractions.listHeading')}
          </h2>
          <FeaturedDestinations />
        </Container>
      </Section>
      <Section $tinted aria-labelledby="destinations-towns">
        <Container>
          <Eyebrow>{text('public.attractions.whereToStay')}</Eyebrow>
          <SectionTitle id="destinations-towns">{text('public.attractions.byTown')}</SectionTitle>
          <TownList />
        </Container>
      </Section>
    </>
  );
}
