import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  bookingPath,
  browseHotelsPath,
  FeaturedHotels,
  useFeaturedHotels,
  useSession,
  type Hotel,
  type HotelSearch,
  PageSection,
} from '@ceylon/shared';
import { GuestTestimonials } from '../features/landing/components/guest-testimonials';
import { HeroSearch } from '../features/landing/components/hero-search';
import { LandingHero } from '../features/landing/components/landing-hero';
import { MemberBenefits } from '../features/landing/components/member-benefits';
import { recordSearch } from '../features/recent-searches/recent-searches-store';
import { useCustomerText } from '../texts';

export { texts } from '../texts';

const Band = styled(PageSection)`
  padding-bottom: 1rem;
  h2 {
    margin: 0 0 1.5rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
    text-align: center;
  }
`;

/** /HomeUser — the signed-in traveller's home. */
export default function LandingPage() {
  const text = useCustomerText();
  const { user } = useSession();
  const featured = useFeaturedHotels();
  const navigate = useNavigate();

  const search = (wanted: HotelSearch) => {
    if (wanted.q) recordSearch(wanted.q);
    void navigate(browseHotelsPath(wanted));
  };

  const bookNow = (hotel: Hotel) => ({ label: text('customer.bookNow'), to: bookingPath(hotel.id) });

  return (
    <>
      <LandingHero name={user?.firstName}>
        <HeroSearch onSearch={search} />
      </LandingHero>
      <Band aria-labelledby="benefits-title">
        <h2 id="benefits-title">{text('customer.landing.benefits')}</h2>
        <MemberBenefits />
      </Band>
      <Band aria-labelledby="featured-title">
        <h2 id="featured-title">{text('customer.landing.featured')}</h2>
        <FeaturedHotels {...featured} actionFor={bookNow} />
      </Band>
      <Band aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">{text('customer.landing.testimonials')}</h2>
        <GuestTestimonials />
      </Band>
    </>
  );
}
