import type { Destination } from '../../../components/destination-grid';
import { DestinationGrid } from '../../../components/destination-grid';
import { Container, Eyebrow, Lead, Section, SectionTitle } from '../../../components/layout';

/** The home page's six destinations: its `prefetch` reads which of them have hotels. */
export const HOME_DESTINATIONS: Destination[] = [
  { name: 'Kandy', scene: 'temple', blurb: 'The hill capital: the Temple of the Tooth, a lake walk and the Esala Perahera.' },
  { name: 'Colombo', scene: 'city', blurb: 'Markets, galleries, rooftop bars and the sunset at Galle Face Green.' },
  { name: 'Galle', scene: 'fort', blurb: 'Ramparts, lighthouse and cobbled lanes inside a 17th-century fort.' },
  { name: 'Hikkaduwa', scene: 'beach', blurb: 'Coral reefs, surf breaks and turtles close to the shore.' },
  { name: 'Yala', scene: 'safari', blurb: 'Leopards, elephants and sloth bears on a jeep safari at dawn.' },
  { name: 'Jaffna', scene: 'stupa', blurb: 'Tamil temples, island causeways and the north’s own cuisine.' },
];

export function HomeDestinations() {
  return (
    <Section $tinted aria-labelledby="destinations-title">
      <Container>
        <Eyebrow>Explore</Eyebrow>
        <SectionTitle id="destinations-title">Popular destinations</SectionTitle>
        <Lead>Six places our guests come back to, from the hills to the coast.</Lead>
        <DestinationGrid destinations={HOME_DESTINATIONS} />
      </Container>
    </Section>
  );
}
