import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { Container, Eyebrow, Lead, Section, SectionTitle } from '../../../components/layout';
import { usePublicText } from '../../../texts';

// Marketing claims of docs/product.md §1: static text.
const STATS = [
  { value: '500+', label: 'public.stats.hotels' },
  { value: '50+', label: 'public.stats.countries' },
  { value: '1M+', label: 'public.stats.guests' },
  { value: '4.9/5', label: 'public.stats.rating' },
] as const;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    padding: 1.5rem 1rem;
    text-align: center;
    background: ${({ theme }) => theme.colors.page};
    border-radius: ${({ theme }) => theme.radius.large};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    /* Tamil's "happy guests" is one word wider than a phone's half. */
    overflow-wrap: anywhere;
  }
  dd {
    order: -1;
    margin: 0 0 0.25rem;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 2.2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
  div {
    display: flex;
    flex-direction: column;
  }
`;

export function IntroStats() {
  const text = usePublicText();
  return (
    <Section $tinted aria-labelledby="intro-title">
      <Container>
        <Eyebrow>{text('public.intro.eyebrow')}</Eyebrow>
        <SectionTitle id="intro-title">{text('public.intro.title')}</SectionTitle>
        <Lead>{text('public.intro.lead')}</Lead>
        <Stats>
          {STATS.map((stat) => (
            <div key={stat.label}>
              <dt>{text(stat.label)}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
      </Container>
    </Section>
  );
}
