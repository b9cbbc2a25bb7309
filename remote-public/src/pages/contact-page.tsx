import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { ContactDetails } from '../components/contact-details';
import { Container, Section, SectionTitle } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { ContactForm } from '../features/contact/components/contact-form';
import { OfficeMap } from '../features/contact/components/office-map';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: 2.5rem;
  align-items: start;
  ${below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: 1.5rem;
`;

export default function ContactPage() {
  const text = usePublicText();
  return (
    <>
      <PageHero title={text('public.contact.title')}>{text('public.contact.lead')}</PageHero>
      <Section>
        <Container>
          <Columns>
            <div>
              <SectionTitle>{text('public.contact.formTitle')}</SectionTitle>
              <ContactForm />
            </div>
            <Aside aria-label={text('public.contact.office')}>
              <OfficeMap />
              <ContactDetails />
            </Aside>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
