import { screen } from '@testing-library/react';
import { renderPage } from '@ceylon/shared/testing';
import InfoPage from './info-page';

it.each([
  ['/careers', 'Careers'],
  ['/press', 'Press'],
  ['/blog', 'Blog'],
  ['/partners', 'Partners'],
  ['/help-center', 'Help Center'],
  ['/safety-info', 'Safety information'],
  ['/cancellations', 'Cancellation Options'],
  ['/accessibility', 'Accessibility'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms'],
  ['/sitemap', 'Sitemap'],
])('%s is a real page titled %s', (path, title) => {
  renderPage(<InfoPage />, { route: path });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

it('states the cancellation policies', () => {
  renderPage(<InfoPage />, { route: '/cancellations' });
  for (const policy of [
    'Free cancellation up to 24 hours before check-in.',
    'No prepayment needed — pay at the property.',
    '100% refund within the free-cancellation period.',
    'Check-in from 2:00 PM; check-out by 12:00 PM.',
  ]) {
    expect(screen.getByText(policy)).toBeInTheDocument();
  }
});

it('links every public page from the sitemap', () => {
  renderPage(<InfoPage />, { route: '/sitemap' });
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  for (const path of [
    '/',
    '/about',
    '/services',
    '/attractions',
    '/contact',
    '/bookings',
    '/login',
    '/registration',
    '/careers',
    '/terms',
    '/sitemap',
  ]) {
    expect(hrefs).toContain(path);
  }
  expect(screen.getByText('Manage Hotels')).toBeInTheDocument();
});
