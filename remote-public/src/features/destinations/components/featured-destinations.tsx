import { DestinationGrid, type Destination } from '../../../components/destination-grid';

/** The services and destinations pages' five: their `prefetch` reads which of them have hotels. */
export const FEATURED_DESTINATIONS: Destination[] = [
  { name: 'Sigiriya', scene: 'rock', blurb: 'Climb the Lion Rock fortress past frescoes to a palace in the sky.' },
  { name: 'Ella', scene: 'tea', blurb: 'Tea hills, the Nine Arch Bridge and sunrise from Little Adam’s Peak.' },
  { name: 'Anuradhapura', scene: 'stupa', blurb: 'Ancient capital of great stupas and the sacred Bodhi tree.' },
  { name: 'Nuwara Eliya', scene: 'hills', blurb: '“Little England”: cool air, colonial bungalows and tea factories.' },
  { name: 'Yala National Park', scene: 'safari', blurb: 'The best chance on the island to see a leopard in the wild.' },
];

/** The five featured destinations of the services and destinations pages. */
export function FeaturedDestinations() {
  return <DestinationGrid destinations={FEATURED_DESTINATIONS} />;
}
