import type { PagePrefetch } from '@ceylon/shared';
import { tileTownsQuery } from '../components/destination-grid';
import { Container, Eyebrow, Section, SectionTitle } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { TeamGrid } from '../components/team-grid';
import { FEATURED_DESTINATIONS, FeaturedDestinations } from '../features/destinations/components/featured-destinations';
import { ContactBlock } from '../features/services/components/contact-block';
import { ServiceList } from '../features/services/components/service-list';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

/** Read on the server before it renders this page: which featured destinations link their towns' pages. */
export const prefetch: PagePrefetch = (client) => client.prefetchQuery(tileTownsQuery(FEATURED_DESTINATIONS));

export default function ServicesPage() {
  const text = usePublicText();
  return (
    <>
      <PageHero title={text('public.services.title')}>{text('public.services.lead')}</PageHero>
      <Section aria-labelledby="services-list">
        <Container>
          <Eyebrow>{text('public.services.offerEyebrow')}</Eyebrow>
          <SectionTitle id="services-list">{text('public.services.listTitle')}</SectionTitle>
          <ServiceList />
        </Container>
      </Section>
      <Section $tinted aria-labelledby="services-destinations">
        <Container>
          <Eyebrow>{text('public.services.whereEyebrow')}</Eyebrow>
          <SectionTitle id="services-destinations">{text('public.featuredDestinations.title')}</SectionTitle>
          <FeaturedDestinations />
        </Container>
      </Section>
      <Section aria-labelledby="services-team">
        <Container>
          <Eyebrow>{text('public.team.eyebrow')}</Eyebrow>
          <SectionTitle id="services-team">{text('public.services.teamTitle')}</SectionTitle>
          <TeamGrid />
        </Container>
      </Section>
      <Section aria-labelledby="services-contact">
        <Container>
          <ContactBlock />
        </Container>
      </Section>
    </>
  );
}
