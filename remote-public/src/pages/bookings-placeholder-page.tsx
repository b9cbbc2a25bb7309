import { Link } from 'react-router-dom';
import { Container, Lead, Section } from '../components/layout';
import { PageHero } from '../components/page-hero';

export { texts } from '../texts';

/**
 * /bookings: the original site's placeholder heading (docs/product.md §2.3), with the way to the
 * real booking flow.
 */
export default function BookingsPlaceholderPage() {
  return (
    <>
      <PageHero title="Bookings" />
      <Section>
        <Container>
          <Lead>
            To book a stay, choose a hotel from <Link to="/browse-hotels">Browse Hotels</Link>. Your reservations are in{' '}
            <Link to="/customer/my-bookings">My Bookings</Link>.
          </Lead>
        </Container>
      </Section>
    </>
  );
}
