import { screen, within } from '@testing-library/react';
import { renderPage } from '@ceylon/shared/testing';
import AboutPage from './about-page';

const visibleServices = () =>
  within(screen.getByRole('group', { name: 'What we do' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('About page', () => {
  it('shows four of six services at a time, with previous and next disabled at the ends', async () => {
    const { user } = renderPage(<AboutPage />, { route: '/about' });
    const previous = screen.getByRole('button', { name: 'Previous services' });
    const next = screen.getByRole('button', { name: 'Next services' });

    expect(visibleServices()).toEqual(['Hotel Consultation', 'Hotel Booking', 'Day-Outing Packages', 'Hotel Marketing']);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    await user.click(next);
    expect(visibleServices()).toEqual(['Day-Outing Packages', 'Hotel Marketing', 'Transportation Services', 'Custom Tour Packages']);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    expect(visibleServices()[0]).toBe('Hotel Booking');
  });

  it('hands focus to the other button when one disables itself, so the keyboard user is not sent to the top', async () => {
    const { user } = renderPage(<AboutPage />, { route: '/about' });
    const previous = screen.getByRole('button', { name: 'Previous services' });
    const next = screen.getByRole('button', { name: 'Next services' });

    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('has the story, beliefs, team, departments, values and benefits', () => {
    renderPage(<AboutPage />, { route: '/about' });
    const count = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('listitem').length;
    expect(count('Three promises to every guest')).toBe(3);
    expect(count('The people behind your stay')).toBe(3);
    expect(count('How we are organised')).toBe(2);
    expect(count('What guides our work')).toBe(3);
    expect(count('Benefits for every guest')).toBe(4);
  });
});

describe('About page in Sinhala', () => {
  it('reads in Sinhala, the carousel and its buttons too; people keep their names', () => {
    renderPage(<AboutPage />, { route: '/about', language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ceylon Stays ගැන' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'සෑම අමුත්තෙකුටම පොරොන්දු තුනක්' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ඊළඟ සේවා' })).toBeEnabled();
    expect(screen.getByText('සේවා 6 න් 1 සිට 4 දක්වා පෙන්වයි')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'දිලානි ප්‍රනාන්දු' })).toBeInTheDocument();
    expect(screen.getByText('නිර්මාතෘ සහ ප්‍රධාන විධායක නිලධාරී')).toBeInTheDocument();
  });
});
