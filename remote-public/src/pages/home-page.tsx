import { HomeDestinations } from '../features/home/components/home-destinations';
import { HomeFeaturedHotels } from '../features/home/components/home-featured-hotels';
import { HomeHero } from '../features/home/components/home-hero';
import { IntroStats } from '../features/home/components/intro-stats';
import { LoyaltyBlock } from '../features/home/components/loyalty-block';
import { Testimonials } from '../features/home/components/testimonials';

export default function HomePage() {
  return (
    <main>
      <HomeHero />
      <IntroStats />
      <HomeFeaturedHotels />
      <LoyaltyBlock />
      <HomeDestinations />
      <Testimonials />
    </main>
  );
}
