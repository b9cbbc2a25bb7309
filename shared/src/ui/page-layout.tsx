import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { below } from './theme';

/** The body of every dashboard-style page: centred, padded, narrower padding on phones. */
export const PageBody = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem 1.5rem 3rem;
  ${below('phone')} {
    padding: 1.25rem 1rem 2rem;
  }
  h1 {
    margin: 0 0 0.35rem;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
`;

export const Lead = styled.p`
  margin: 0 0 1.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Panel = styled.section`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${below('phone')} {
    padding: 1rem;
  }
`;

/** Loading and empty states read the same on every page. */
export const StateMessage = styled.p`
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A link styled as the site's button. */
export const ButtonLink = styled(Link)<{ $tone?: 'brand' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'ghost' ? theme.colors.line : 'transparent')};
  background: ${({ theme, $tone }) => ($tone === 'ghost' ? 'transparent' : theme.colors.brand)};
  color: ${({ theme, $tone }) => ($tone === 'ghost' ? theme.colors.ink : '#fff')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(1.08);
  }
`;
