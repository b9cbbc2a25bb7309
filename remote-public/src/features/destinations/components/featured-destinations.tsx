import { DestinationGrid, type Destination } from '../../../components/destination-grid';

/** The services and destinations pages' five (each blurb a text of this area's): their `prefetch` reads which of them have hotels. */
export const FEATURED_DESTINATIONS: Destination[] = [
  { name: 'Sigiriya', scene: 'rock', blurb: 'public.featuredDestinations.sigiriya' },
  { name: 'Ella', scene: 'tea', blurb: 'public.featuredDestinations.ella' },
  { name: 'Anuradhapura', scene: 'stupa', blurb: 'public.featuredDestinations.anuradhapura' },
  { name: 'Nuwara Eliya', scene: 'hills', blurb: 'public.featuredDestinations.nuwaraEliya' },
  { name: 'Yala National Park', scene: 'safari', blurb: 'public.featuredDestinations.yala' },
];

/** The five featured destinations of the services and destinations pages. */
export function FeaturedDestinations() {
  return <DestinationGrid destinations={FEATURED_DESTINATIONS} />;
}
