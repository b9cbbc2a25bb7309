import styled from 'styled-components';
import { usePublicText } from '../texts';

/** The company's contact details, shown on the services and contact pages; its address is a text, written in the page's language. */
export const CONTACT = {
  phone: '+94 11 234 5678',
  email: 'hello@ceylonstays.lk',
} as const;

const List = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0.15rem 0 0;
    color: inherit;
    opacity: 0.9;
  }
  a {
    color: inherit;
  }
`;

export function ContactDetails() {
  const text = usePublicText();
  return (
    <List>
      <div>
        <dt>{text('public.contactDetails.office')}</dt>
        <dd>
          <address>{text('public.contactDetails.address')}</address>
        </dd>
      </div>
      <div>
        <dt>{text('public.contactDetails.phone')}</dt>
        <dd>
          <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{text('public.field.email')}</dt>
        <dd>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </dd>
      </div>
      <div>
        <dt>{text('public.contactDetails.hours')}</dt>
        <dd>{text('public.contactDetails.hoursText')}</dd>
      </div>
    </List>
  );
}
