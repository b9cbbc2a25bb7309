import styled from 'styled-components';
import { below } from '@ceylon/shared';

/** Centres a page's content at the site's width. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
`;

/** One band of a page. */
export const Section = styled.section<{ $tinted?: boolean }>`
  padding: 4.5rem 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};
  ${below('phone')} {
    padding: 3rem 0;
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  font-size: 0.85rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: clamp(1.7rem, 3.5vw, 2.4rem);
`;

export const Lead = styled.p`
  max-width: 60ch;
  margin: 0 0 2.5rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
`;

/** A responsive grid of cards: as many columns as fit at the given minimum width. */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '240px' }) => $min}), 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.article`
  height: 100%;
  margin: 0; /* also when drawn as a figure, whose default margins would inset it */
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
