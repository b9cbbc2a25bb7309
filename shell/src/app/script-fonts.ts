import { createGlobalStyle } from 'styled-components';
import sinhala from '@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2';
import tamil from '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2';

/**
 * Sinhala and Tamil type (Noto Sans, every weight in one variable file), fetched only by a page
 * with a letter of that script on it: each face covers its script's characters alone
 * (`unicode-range`, as Fontsource declares them), so English pages never load them and English text
 * keeps the theme's faces. Named first in the theme's font stacks (shared/src/ui/theme.ts), so a
 * system face without those letters never stands in. Their vowel signs reach above and below the
 * line: headings in those languages get room for them.
 */
export const ScriptFonts = createGlobalStyle`
  @font-face {
    font-family: 'Noto Sans Sinhala';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${sinhala}) format('woff2');
    unicode-range: U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4;
  }
  @font-face {
    font-family: 'Noto Sans Tamil';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${tamil}) format('woff2');
    unicode-range: U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC;
  }
  :is(:lang(si), :lang(ta)) :is(h1, h2, h3) {
    line-height: 1.45;
  }
`;
