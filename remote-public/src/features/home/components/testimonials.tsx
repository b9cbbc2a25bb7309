import styled from 'styled-components';
import { Card, CardGrid, Container, Eyebrow, Section, SectionTitle } from '../../../components/layout';

const TESTIMONIALS = [
  {
    name: 'Sarah Johnson',
    from: 'London, UK',
    quote: 'Our villa in Galle was everything the photos promised. Booking took minutes and the team arranged our airport transfer too.',
  },
  {
    name: 'Rahul Mehta',
    from: 'Mumbai, India',
    quote: 'The custom tour from Kandy to Ella was perfectly paced. Every hotel was spotless and the drivers were wonderful.',
  },
  {
    name: 'Emma Schneider',
    from: 'Berlin, Germany',
    quote: 'We found a beach hotel in Hikkaduwa at a great price and paid at the property. Free cancellation gave us peace of mind.',
  },
];

const Quote = styled.blockquote`
  margin: 0 0 1.25rem;
  font-size: 1.05rem;
  &::before {
    content: '“';
    display: block;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 3rem;
    line-height: 0.8;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export function Testimonials() {
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <Eyebrow>Guest stories</Eyebrow>
        <SectionTitle id="testimonials-title">What our guests say</SectionTitle>
        <CardGrid $min="280px">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <Card as="figure">
                <Quote>{testimonial.quote}</Quote>
                <figcaption>
                  <h3>{testimonial.name}</h3>
                  <p>{testimonial.from}</p>
                </figcaption>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
