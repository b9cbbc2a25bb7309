import { Container, Section } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { FeaturedDestinations } from '../features/destinations/components/featured-destinations';

export default function DestinationsPage() {
  return (
    <>
      <PageHero title="Featured destinations">Ancient cities, tea country and wild parks: five places to build a trip around.</PageHero>
      <Section aria-labelledby="destinations-list">
        <Container>
          {/* The cards' headings are h3, as on /services: this keeps the outline without a gap. */}
          <h2 id="destinations-list" className="visually-hidden">
            Destinations
          </h2>
          <FeaturedDestinations />
        </Container>
      </Section>
    </>
  );
}
