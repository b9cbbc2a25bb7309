import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { ContactDetails } from '../../../components/contact-details';

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

const Cta = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.6rem 1.4rem;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  text-decoration: none;
`;

export function ContactBlock() {
  return (
    <Panel>
      <div>
        <h2 id="services-contact">Plan your stay with us</h2>
        <p>Tell us where and when; we will suggest hotels, transport and tours that fit.</p>
        <Cta to="/contact">Send us a message</Cta>
      </div>
      <ContactDetails />
    </Panel>
  );
}
