/** Design tokens of the whole site; every area styles itself from these. */
export const theme = {
  colors: {
    brand: '#0b6e4f',
    brandDark: '#07503a',
    accent: '#e0a526',
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
    focus: '#ffbf47',
  },
  radius: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  shadow: {
    card: '0 1px 3px rgba(16, 24, 40, 0.08), 0 4px 12px rgba(16, 24, 40, 0.06)',
    raised: '0 10px 30px rgba(16, 24, 40, 0.18)',
  },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    display: "'Playfair Display', Georgia, 'Times New Roman', serif",
  },
  layout: { maxWidth: '1200px', topBarHeight: '68px' },
  breakpoints: { phone: '640px', tablet: '960px' },
} as const;

export type Theme = typeof theme;

/** Media query for screens narrower than the given breakpoint. */
export const below = (size: keyof Theme['breakpoints']) => `@media (max-width: ${theme.breakpoints[size]})`;
