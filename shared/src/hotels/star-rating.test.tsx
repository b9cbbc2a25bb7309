import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { StarRating } from './star-rating';

const filledColour = theme.colors.accent;

it('fills stars by the whole part of the rating', () => {
  render(
    <ThemeProvider theme={theme}>
      <StarRating rating={3.9} />
    </ThemeProvider>,
  );
  const stars = screen.getByRole('img', { name: 'Rated 3.9 out of 5' }).children;
  const filled = Array.from(stars).filter((star) => getComputedStyle(star).color === hexToRgb(filledColour));
  expect(filled).toHaveLength(3);
});

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
