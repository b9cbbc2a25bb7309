import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { StarRating } from './star-rating';

const filledColour = theme.colors.accent;

const renderRating = (rating: number) =>
  render(
    <ThemeProvider theme={theme}>
      <StarRating rating={rating} />
    </ThemeProvider>,
  );

it('fills stars by the whole part of the rating', () => {
  renderRating(3.9);
  const stars = screen.getByRole('img', { name: 'Rated 3.9 out of 5' }).children;
  const filled = Array.from(stars).filter((star) => getComputedStyle(star).color === hexToRgb(filledColour));
  expect(filled).toHaveLength(3);
});

it('shows the rating as a number beside the stars, with one decimal', () => {
  const { unmount } = renderRating(4.7);
  expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toHaveTextContent(/4\.7$/);
  unmount();
  renderRating(4);
  expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent(/4\.0$/);
});

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
