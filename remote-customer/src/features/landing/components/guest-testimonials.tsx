import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
  figure {
    height: 100%;
    margin: 0;
    padding: 1.5rem;
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  blockquote {
    margin: 0 0 1rem;
    font-style: italic;
  }
  figcaption {
    font-weight: 700;
  }
  figcaption span {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// Each guest's quote, name and town are texts (`customer.landing.quote<Guest>`…): the name and town
// written in the page's script.
const GUESTS = ['Sarah', 'Rajiv', 'Elena'] as const;

/** Three static guest testimonials. */
export function GuestTestimonials() {
  const text = useCustomerText();
  return (
    <Grid>
      {GUESTS.map((guest) => (
        <li key={guest}>
          <figure>
            <blockquote>“{text(`customer.landing.quote${guest}`)}”</blockquote>
            <figcaption>
              {text(`customer.landing.name${guest}`)}
              <span>{text(`customer.landing.from${guest}`)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </Grid>
  );
}
