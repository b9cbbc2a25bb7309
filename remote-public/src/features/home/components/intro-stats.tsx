import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { Container, Eyebrow, Lead, Section, SectionTitle } from '../../../components/layout';

// Marketing claims of docs/product.md §1: static text.
const STATS = [
  { value: '500+', label: 'Hotels' },
  { value: '50+', label: 'Countries' },
  { value: '1M+', label: 'Happy guests' },
  { value: '4.9/5', label: 'Average rating' },
];

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
  return (
    <Section $tinted aria-labelledby="intro-title">
      <Container>
        <Eyebrow>Welcome to Ceylon Stays</Eyebrow>
        <SectionTitle id="intro-title">Stays chosen by people who know the island</SectionTitle>
        <Lead>
          We help you discover places to stay, from boutique hotels to luxury villas and private islands — and we book them, plan day
          outings, arrange transport and build tours around them.
        </Lead>
        <Stats>
          {STATS.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
      </Container>
    </Section>
  );
}
