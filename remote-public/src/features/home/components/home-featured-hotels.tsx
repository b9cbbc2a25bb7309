import { bookingPath, FeaturedHotels, useFeaturedHotels, type Hotel } from '@ceylon/shared';
import { Container, Eyebrow, Lead, Section, SectionTitle } from '../../../components/layout';

// Book It opens the hotel's booking form; a visitor is sent through /login and back to it.
const bookIt = (hotel: Hotel) => ({ label: 'Book It', to: bookingPath(hotel.id) });

export function HomeFeaturedHotels() {
  const featured = useFeaturedHotels();
  return (
    <Section aria-labelledby="featured-title">
      <Container>
        <Eyebrow>Handpicked</Eyebrow>
        <SectionTitle id="featured-title">Featured Hotels</SectionTitle>
        <Lead>Our guests' favourite places to stay this season.</Lead>
        <FeaturedHotels {...featured} actionFor={bookIt} />
      </Container>
    </Section>
  );
}
