import { Link } from 'react-router-dom';
import { Trans } from '@ceylon/shared';
import { Container, Lead, Section } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

/**
 * /bookings: the original site's placeholder heading (docs/product.md §2.3), with the way to the
 * real booking flow.
 */
export default function BookingsPlaceholderPage() {
  const text = usePublicText();
  return (
    <>
      <PageHero title={text('public.bookings.title')} />
      <Section>
        <Container>
          <Lead>
            <Trans id="public.bookings.body" components={{ 0: <Link to="/browse-hotels" />, 1: <Link to="/customer/my-bookings" /> }} />
          </Lead>
        </Container>
      </Section>
    </>
  );
}
