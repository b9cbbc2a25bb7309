import styled from 'styled-components';
import { Card, CardGrid, Container, Eyebrow, Section, SectionTitle } from '../../../components/layout';
import { usePublicText } from '../../../texts';

// The guests' names are texts too, written in the page's script.
const TESTIMONIALS = [
  {
    name: 'public.stories.sarahName',
    from: 'public.stories.sarahFrom',
    quote: 'public.stories.sarah',
  },
  {
    name: 'public.stories.rahulName',
    from: 'public.stories.rahulFrom',
    quote: 'public.stories.rahul',
  },
  {
    name: 'public.stories.emmaName',
    from: 'public.stories.emmaFrom',
    quote: 'public.stories.emma',
  },
] as const;

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
  const text = usePublicText();
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <Eyebrow>{text('public.stories.eyebrow')}</Eyebrow>
        <SectionTitle id="testimonials-title">{text('public.stories.title')}</SectionTitle>
        <CardGrid $min="280px">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <Card as="figure">
                <Quote>{text(testimonial.quote)}</Quote>
                <figcaption>
                  <h3>{text(testimonial.name)}</h3>
                  <p>{text(testimonial.from)}</p>
                </figcaption>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
