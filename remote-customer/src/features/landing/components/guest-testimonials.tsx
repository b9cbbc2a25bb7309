import styled from 'styled-components';
import { below } from '@ceylon/shared';

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

const TESTIMONIALS = [
  { quote: 'Our stay in Galle Fort was magical — booking took two minutes.', name: 'Sarah M.', from: 'London' },
  { quote: 'Great prices and the hotel in Kandy was exactly as described.', name: 'Rajiv K.', from: 'Chennai' },
  { quote: 'Easy to cancel when our plans changed. We will be back!', name: 'Elena P.', from: 'Madrid' },
];

/** Three static guest testimonials. */
export function GuestTestimonials() {
  return (
    <Grid>
      {TESTIMONIALS.map(({ quote, name, from }) => (
        <li key={name}>
          <figure>
            <blockquote>“{quote}”</blockquote>
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
