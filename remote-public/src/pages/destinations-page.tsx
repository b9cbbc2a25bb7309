import { Container, Section } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { FeaturedDestinations } from '../features/destinations/components/featured-destinations';

export default function DestinationsPage() {
  return (
    <>
      <PageHero title="Featured destinations">Ancient cities, tea country and wild parks: five places to build a trip around.</PageHero>
      <Section aria-label="Destinations">
        <Container>
          <FeaturedDestinations />
        </Container>
      </Section>
    </>
  );
}
