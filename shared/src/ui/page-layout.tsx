import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import { below } from './theme';

/** A page's body under the top bar: centred, padded, with less padding on phones. */
function pageFrame(padding: string, phonePadding: string, title: { size: string; gap: string }) {
  return css`
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${padding};
    ${below('phone')} {
      padding: ${phonePadding};
    }
    h1 {
      margin: 0 0 ${title.gap};
      font-size: ${title.size};
    }
  `;
}

/** The body of every dashboard-style page. */
export const PageBody = styled.div`
  ${pageFrame('2rem 1.5rem 3rem', '1.25rem 1rem 2rem', { size: 'clamp(1.6rem, 4vw, 2.2rem)', gap: '0.35rem' })}
`;

/** The body of a traveller's page (browse, book, a hotel): more room and a larger title. */
export const PageSection = styled.section`
  ${pageFrame('2.5rem 1.25rem 4rem', '1.5rem 1rem 3rem', { size: 'clamp(1.75rem, 4vw, 2.5rem)', gap: '0.5rem' })}
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

type ButtonLinkTone = 'brand' | 'ghost' | 'accent';

function toneColours(theme: DefaultTheme, tone: ButtonLinkTone = 'brand') {
  const { brand, accent, ink, line } = theme.colors;
  if (tone === 'ghost') return { border: line, background: 'transparent', text: ink };
  if (tone === 'accent') return { border: 'transparent', background: accent, text: ink };
  return { border: 'transparent', background: brand, text: '#fff' };
}

/** A link styled as the site's button: brand (default), ghost or accent; large for a call to action. */
export const ButtonLink = styled(Link)<{ $tone?: ButtonLinkTone; $size?: 'large' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $size }) => ($size === 'large' ? '48px' : '44px')};
  padding: ${({ $size }) => ($size === 'large' ? '0.75rem 2rem' : '0.6rem 1.2rem')};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $tone }) => toneColours(theme, $tone).border};
  background: ${({ theme, $tone }) => toneColours(theme, $tone).background};
  color: ${({ theme, $tone }) => toneColours(theme, $tone).text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(1.08);
  }
`;
