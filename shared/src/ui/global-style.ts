import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.page};
    line-height: 1.5;
  }
  img { max-width: 100%; height: auto; display: block; }
  a { color: ${({ theme }) => theme.colors.brand}; }
  h1, h2, h3 { font-family: ${({ theme }) => theme.font.display}; line-height: 1.2; }
  /* A word longer than the line (Tamil's and Sinhala's are often) breaks rather than sticking out sideways. */
  h1, h2, h3, h4 { overflow-wrap: break-word; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* Sections on photos or dark colours: the dark ring would vanish there, the gold one shows. */
  [data-surface='dark'] :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
  /* Nothing moves for people who asked their system for less motion. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  button, input, select, textarea { font: inherit; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
