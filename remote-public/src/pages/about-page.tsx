import type { ReactNode } from 'react';
import { Container, Eyebrow, Section, SectionTitle } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { TeamGrid } from '../components/team-grid';
import { Beliefs, Benefits, CompanyStory, CoreValues, Departments } from '../features/about/components/about-sections';
import { ServiceCarousel } from '../features/about/components/service-carousel';

export { texts } from '../texts';

function Band({
  id,
  eyebrow,
  title,
  tinted,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Section $tinted={tinted} aria-labelledby={id}>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
      </Container>
    </Section>
  );
}

export default function AboutPage() {
  return (
    <>
      <PageHero title="About Ceylon Stays">
        A Sri Lankan company helping travellers find, book and enjoy the island’s best places to stay.
      </PageHero>
      <Band id="about-story" eyebrow="Our story" title="From a Colombo desk to the whole island">
        <CompanyStory />
      </Band>
      <Band id="about-services" eyebrow="What we do" title="Everything around your stay" tinted>
        <ServiceCarousel />
      </Band>
      <Band id="about-beliefs" eyebrow="What we believe" title="Three promises to every guest">
        <Beliefs />
      </Band>
      <Band id="about-team" eyebrow="Our team" title="The people behind your stay" tinted>
        <TeamGrid />
      </Band>
      <Band id="about-departments" eyebrow="Departments" title="How we are organised">
        <Departments />
      </Band>
      <Band id="about-values" eyebrow="Core values" title="What guides our work" tinted>
        <CoreValues />
      </Band>
      <Band id="about-benefits" eyebrow="Why book with us" title="Benefits for every guest">
        <Benefits />
      </Band>
    </>
  );
}
