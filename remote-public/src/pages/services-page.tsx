import type { PagePrefetch } from '@ceylon/shared';
import { tileTownsQuery } from '../components/destination-grid';
import { Container, Eyebrow, Section, SectionTitle } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { TeamGrid } from '../components/team-grid';
import { FEATURED_DESTINATIONS, FeaturedDestinations } from '../features/destinations/components/featured-destinations';
import { ContactBlock } from '../features/services/components/contact-block';
import { ServiceList } from '../features/services/components/service-list';

export { texts } from '../texts';

/** Read on the server before it renders this page: which featured destinations link their towns' pages. */
export const prefetch: PagePrefetch = (client) => client.prefetchQuery(tileTownsQuery(FEATURED_DESTINATIONS));

export default function ServicesPage() {
  return (
    <>
      <PageHero title="Our services">
        Hotel consultation, booking, day outings, marketing and transport — everything around a great stay in Sri Lanka.
      </PageHero>
      <Section aria-labelledby="services-list">
        <Container>
          <Eyebrow>What we offer</Eyebrow>
          <SectionTitle id="services-list">Services</SectionTitle>
          <ServiceList />
        </Container>
      </Section>
      <Section $tinted aria-labelledby="services-destinations">
        <Container>
          <Eyebrow>Where to go</Eyebrow>
          <SectionTitle id="services-destinations">Featured destinations</SectionTitle>
          <FeaturedDestinations />
        </Container>
      </Section>
      <Section aria-labelledby="services-team">
        <Container>
          <Eyebrow>Our team</Eyebrow>
          <SectionTitle id="services-team">Meet the team</SectionTitle>
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
