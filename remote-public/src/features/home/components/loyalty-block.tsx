import styled from 'styled-components';
import { below, ButtonLink } from '@ceylon/shared';
import { Container, Section } from '../../../components/layout';
import { usePublicText } from '../../../texts';

const Panel = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2rem;
  align-items: center;
  padding: 3rem;
  color: #fff;
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.brandDark}, #0e3b4f);
  h2 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.6rem, 3.5vw, 2.3rem);
  }
  p {
    margin: 0;
    max-width: 55ch;
    opacity: 0.9;
  }
  ${below('tablet')} {
    grid-template-columns: 1fr;
    padding: 2rem 1.5rem;
  }
`;

const Join = styled(ButtonLink)`
  letter-spacing: 0.06em;
`;

export function LoyaltyBlock() {
  const text = usePublicText();
  return (
    <Section aria-labelledby="loyalty-title">
      <Container>
        <Panel data-surface="dark">
          <div>
            <h2 id="loyalty-title">{text('public.loyalty.title')}</h2>
            <p>{text('public.loyalty.lead')}</p>
          </div>
          <Join to="/registration" $tone="accent" $size="large">
            {text('public.loyalty.join')}
          </Join>
        </Panel>
      </Container>
    </Section>
  );
}
