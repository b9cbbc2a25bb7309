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

describe('in Sinhala and Tamil', () => {
  it('an info page reads in Sinhala, its e-mail address as it is', () => {
    renderPage(<InfoPage />, { route: '/careers', language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'රැකියා' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'පුරප්පාඩු' })).toBeInTheDocument();
    expect(screen.getByText(/careers@ceylonstays\.lk වෙත එවන්න/)).toBeInTheDocument();
  });

  it('the cancellation policies in Tamil, one to a line', () => {
    renderPage(<InfoPage />, { route: '/cancellations', language: 'ta' });
    expect(screen.getByRole('heading', { level: 1, name: 'ரத்துசெய்யும் வழிகள்' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('முன்பணம் தேவையில்லை — ஹோட்டலிலேயே செலுத்துங்கள்.');
  });

  it('the sitemap in Tamil names every page in it', () => {
    renderPage(<InfoPage />, { route: '/sitemap', language: 'ta' });
    expect(screen.getByRole('heading', { level: 1, name: 'தளவரைபடம்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'பாதுகாப்புத் தகவல்' })).toHaveAttribute('href', '/safety-info');
    expect(screen.getByRole('heading', { level: 3, name: 'ஹோட்டல் உரிமையாளர்கள்' })).toBeInTheDocument();
  });

  it('an address with no page says so in Sinhala, with its way on', () => {
    renderPage(<InfoPage />, { route: '/no-such-info', language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'පිටුව හමු නොවීය' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'අඩවි සිතියම' })).toHaveAttribute('href', '/sitemap');
    expect(screen.getByRole('link', { name: 'මුල් පිටුවට' })).toHaveAttribute('href', '/');
  });
});
