import type { Destination } from '../../../components/destination-grid';
import { DestinationGrid } from '../../../components/destination-grid';
import { Container, Eyebrow, Lead, Section, SectionTitle } from '../../../components/layout';
import { usePublicText } from '../../../texts';

/** The home page's six destinations (each blurb a text of this area's): its `prefetch` reads which of them have hotels. */
export const HOME_DESTINATIONS: Destination[] = [
  { name: 'Kandy', scene: 'temple', blurb: 'public.destinations.kandy' },
  { name: 'Colombo', scene: 'city', blurb: 'public.destinations.colombo' },
  { name: 'Galle', scene: 'fort', blurb: 'public.destinations.galle' },
  { name: 'Hikkaduwa', scene: 'beach', blurb: 'public.destinations.hikkaduwa' },
  { name: 'Yala', scene: 'safari', blurb: 'public.destinations.yala' },
  { name: 'Jaffna', scene: 'stupa', blurb: 'public.destinations.jaffna' },
];

export function HomeDestinations() {
  const text = usePublicText();
  return (
    <Section $tinted aria-labelledby="destinations-title">
      <Container>
        <Eyebrow>{text('public.destinations.eyebrow')}</Eyebrow>
        <SectionTitle id="destinations-title">{text('public.destinations.title')}</SectionTitle>
        <Lead>{text('public.destinations.lead')}</Lead>
        <DestinationGrid destinations={HOME_DESTINATIONS} />
      </Container>
    </Section>
  );
}
