import type { ReactNode } from 'react';
import { Container, Eyebrow, Section, SectionTitle } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { TeamGrid } from '../components/team-grid';
import { Beliefs, Benefits, CompanyStory, CoreValues, Departments } from '../features/about/components/about-sections';
import { ServiceCarousel } from '../features/about/components/service-carousel';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

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
  const text = usePublicText();
  return (
    <>
      <PageHero title={text('public.about.title')}>{text('public.about.lead')}</PageHero>
      <Band id="about-story" eyebrow={text('public.about.storyEyebrow')} title={text('public.about.storyTitle')}>
        <CompanyStory />
      </Band>
      <Band id="about-services" eyebrow={text('public.about.servicesEyebrow')} title={text('public.about.servicesTitle')} tinted>
        <ServiceCarousel />
      </Band>
      <Band id="about-beliefs" eyebrow={text('public.about.beliefsEyebrow')} title={text('public.about.beliefsTitle')}>
        <Beliefs />
      </Band>
      <Band id="about-team" eyebrow={text('public.team.eyebrow')} title={text('public.about.teamTitle')} tinted>
        <TeamGrid />
      </Band>
      <Band id="about-departments" eyebrow={text('public.about.departmentsEyebrow')} title={text('public.about.departmentsTitle')}>
        <Departments />
      </Band>
      <Band id="about-values" eyebrow={text('public.about.valuesEyebrow')} title={text('public.about.valuesTitle')} tinted>
        <CoreValues />
      </Band>
      <Band id="about-benefits" eyebrow={text('public.about.benefitsEyebrow')} title={text('public.about.benefitsTitle')}>
        <Benefits />
      </Band>
    </>
  );
}
