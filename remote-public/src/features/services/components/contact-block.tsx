import styled from 'styled-components';
import { below, ButtonLink } from '@ceylon/shared';
import { ContactDetails } from '../../../components/contact-details';
import { usePublicText } from '../../../texts';

const Panel = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2rem;
  padding: 2.5rem;
  color: #fff;
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandDark}, #0e3b4f);
  h2 {
    margin: 0 0 0.75rem;
  }
  p {
    margin: 0 0 1.5rem;
    opacity: 0.9;
  }
  ${below('tablet')} {
    grid-template-columns: 1fr;
    padding: 2rem 1.25rem;
  }
`;

export function ContactBlock() {
  const text = usePublicText();
  return (
    <Panel data-surface="dark">
      <div>
        <h2 id="services-contact">{text('public.services.planTitle')}</h2>
        <p>{text('public.services.planText')}</p>
        <ButtonLink to="/contact" $tone="accent">
          {text('public.contact.formTitle')}
        </ButtonLink>
      </div>
      <ContactDetails />
    </Panel>
  );
}
