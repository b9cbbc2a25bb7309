import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';

const footer = () => screen.getByRole('contentinfo');

describe('footer', () => {
  it.each([
    [
      'Company',
      [
        ['About Us', '/about'],
        ['Careers', '/careers'],
        ['Press', '/press'],
        ['Blog', '/blog'],
        ['Partners', '/partners'],
      ],
    ],
    [
      'Support',
      [
        ['Help Center', '/help-center'],
        ['Safety Information', '/safety-info'],
        ['Cancellation Options', '/cancellations'],
        ['Contact Us', '/contact'],
        ['Accessibility', '/accessibility'],
      ],
    ],
    [
      'Legal',
      [
        ['Privacy', '/privacy'],
        ['Terms', '/terms'],
        ['Sitemap', '/sitemap'],
      ],
    ],
  ])('lists the %s links', (group, links) => {
    renderWithShell();
    const column = within(footer()).getByRole('navigation', { name: group });
    const shown = within(column)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(shown).toEqual(links);
  });

  it('says what the site is for and shows the copyright', () => {
    renderWithShell();
    expect(
      within(footer()).getByText(/discover places to stay, from boutique hotels to luxury villas and private islands/),
    ).toBeInTheDocument();
    expect(within(footer()).getByText('© 2025 Ceylon Stays. All rights reserved.')).toBeInTheDocument();
  });

  it.each(['Facebook', 'Instagram', 'X (Twitter)', 'YouTube'])('links the %s icon to the home page', (network) => {
    renderWithShell();
    expect(within(footer()).getByRole('link', { name: network })).toHaveAttribute('href', '/');
  });

  it('takes the visitor to a footer page', async () => {
    const { user } = renderWithShell();
    await user.click(within(footer()).getByRole('link', { name: 'Cancellation Options' }));
    expect(await screen.findByRole('heading', { name: 'Page /cancellations' })).toBeInTheDocument();
  });
});
