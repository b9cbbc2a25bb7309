import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { StarRating } from './star-rating';

const filledColour = theme.colors.accent;
const contrastingEdges = [theme.colors.accentText, theme.colors.neutral];

const renderRating = (rating: number) =>
  render(
    <ThemeProvider theme={theme}>
      <StarRating rating={rating} />
    </ThemeProvider>,
  );

it('fills stars by the whole part of the rating', () => {
  renderRating(3.9);
  const stars = screen.getByRole('img', { name: 'Rated 3.9 out of 5' }).children;
  const filled = Array.from(stars).filter((star) => getComputedStyle(star).fill === filledColour);
  expect(filled).toHaveLength(3);
});

it('draws every star with an edge people can see: drawn, not a text glyph', () => {
  renderRating(2);
  const stars = Array.from(screen.getByRole('img', { name: 'Rated 2 out of 5' }).querySelectorAll('svg'));
  expect(stars).toHaveLength(5);
  for (const star of stars) {
    expect(star).toHaveAttribute('aria-hidden', 'true');
    expect(contrastingEdges).toContain(getComputedStyle(star).stroke);
  }
  expect(screen.getByRole('img', { name: 'Rated 2 out of 5' }).textContent).toBe('2.0');
});

it('shows the rating as a number beside the stars, with one decimal', () => {
  const { unmount } = renderRating(4.7);
  expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toHaveTextContent(/4\.7$/);
  unmount();
  renderRating(4);
  expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent(/4\.0$/);
});
