import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { useCustomerText, type CustomerText } from '../../../texts';

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

// The guests' names and towns stay as written.
const TESTIMONIALS: readonly { quote: CustomerText; name: string; from: string }[] = [
  { quote: 'customer.landing.quoteSarah', name: 'Sarah M.', from: 'London' },
  { quote: 'customer.landing.quoteRajiv', name: 'Rajiv K.', from: 'Chennai' },
  { quote: 'customer.landing.quoteElena', name: 'Elena P.', from: 'Madrid' },
];

/** Three static guest testimonials. */
export function GuestTestimonials() {
  const text = useCustomerText();
  return (
    <Grid>
      {TESTIMONIALS.map(({ quote, name, from }) => (
        <li key={name}>
          <figure>
            <blockquote>“{text(quote)}”</blockquote>
            <figcaption>
              {name}
              <span>{from}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </Grid>
  );
}
