import styled from 'styled-components';

/** The company's contact details, shown on the services and contact pages. */
export const CONTACT = {
  address: ['42 Galle Road', 'Colombo 03', 'Sri Lanka'],
  phone: '+94 11 234 5678',
  email: 'hello@ceylonstays.lk',
  hours: 'Monday to Saturday, 8:30 AM – 6:00 PM (Sri Lanka time)',
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
  return (
    <List>
      <div>
        <dt>Office</dt>
        <dd>
          <address>{CONTACT.address.join(', ')}</address>
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </dd>
      </div>
      <div>
        <dt>Hours</dt>
        <dd>{CONTACT.hours}</dd>
      </div>
    </List>
  );
}
