/** Design tokens of the whole site; every area styles itself from these. */
export const theme = {
  colors: {
    brand: '#0b6e4f',
    brandDark: '#07503a',
    accent: '#e0a526',
    /** The gold for text on light backgrounds: `accent` there is 2.2:1, this is 5.5:1 on white. */
    accentText: '#8a6100',
    ink: '#1d2a33',
    muted: '#5b6b76',
    line: '#dfe5e8',
    surface: '#ffffff',
    page: '#f6f8f7',
    info: '#1f6feb',
    success: '#1a7f37',
    warning: '#b7791f',
    danger: '#c62828',
    neutral: '#6b7280',
    /** Focus rings on light backgrounds (9.5:1 on white) and on dark ones (5.8:1 on brandDark). */
    focus: '#07503a',
    focusOnDark: '#ffbf47',
  },
  radius: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  shadow: {
    card: '0 1px 3px rgba(16, 24, 40, 0.08), 0 4px 12px rgba(16, 24, 40, 0.06)',
    raised: '0 10px 30px rgba(16, 24, 40, 0.18)',
  },
  font: {
    // Sinhala and Tamil first: those faces cover their scripts' letters alone (shell/src/app/script-fonts.ts).
    body: "'Noto Sans Sinhala', 'Noto Sans Tamil', 'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    display: "'Noto Sans Sinhala', 'Noto Sans Tamil', 'Playfair Display', Georgia, 'Times New Roman', serif",
  },
  layout: { maxWidth: '1200px', topBarHeight: '68px' },
  breakpoints: { phone: '640px', tablet: '960px' },
} as const;

export type Theme = typeof theme;

/** Media query for screens narrower than the given breakpoint. */
export const below = (size: keyof Theme['breakpoints']) => `@media (max-width: ${theme.breakpoints[size]})`;

const inRem = (size: keyof Theme['breakpoints']) => `${parseFloat(theme.breakpoints[size]) / 16}rem`;

/**
 * Container queries for a named container narrower (or not) than a breakpoint, in rem: unlike a
 * media query, they follow the root font size, so text enlarged to 200% switches to the narrow
 * layout sooner instead of pushing things off the side of the screen.
 */
export const containerBelow = (name: string, size: keyof Theme['breakpoints']) => `@container ${name} (max-width: ${inRem(size)})`;
export const containerNotBelow = (name: string, size: keyof Theme['breakpoints']) => `@container ${name} not (max-width: ${inRem(size)})`;
