import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { Container, Section } from '../../../components/layout';

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

const Join = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.75rem 2rem;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-decoration: none;
  &:hover {
    filter: brightness(1.08);
  }
`;

export function LoyaltyBlock() {
  return (
    <Section aria-labelledby="loyalty-title">
      <Container>
        <Panel>
          <div>
            <h2 id="loyalty-title">Join our loyalty programme</h2>
            <p>Members save on stays at over 850 hotels in our partner loyalty programme, with early access to offers.</p>
          </div>
          <Join to="/registration">JOIN NOW</Join>
        </Panel>
      </Container>
    </Section>
  );
}
