import { bookingPath, FeaturedHotels, useFeaturedHotels, type Hotel } from '@ceylon/shared';
import { Container, Eyebrow, Lead, Section, SectionTitle } from '../../../components/layout';
import { usePublicText } from '../../../texts';

export function HomeFeaturedHotels() {
  const featured = useFeaturedHotels();
  const text = usePublicText();
  // Book It opens the hotel's booking form; a visitor is sent through /login and back to it.
  const bookIt = (hotel: Hotel) => ({ label: text('public.featured.bookIt'), to: bookingPath(hotel.id) });
  return (
    <Section aria-labelledby="featured-title">
      <Container>
        <Eyebrow>{text('public.featured.eyebrow')}</Eyebrow>
        <SectionTitle id="featured-title">{text('public.featured.title')}</SectionTitle>
        <Lead>{text('public.featured.lead')}</Lead>
        <FeaturedHotels {...featured} actionFor={bookIt} />
      </Container>
    </Section>
  );
}
