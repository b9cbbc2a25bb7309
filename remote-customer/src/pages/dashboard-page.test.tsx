import { screen, within } from '@testing-library/react';
import { renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import { recordSearch } from '../features/recent-searches/recent-searches-store';
import DashboardPage from './dashboard-page';

const NOW = new Date('2030-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  signInAs('user');
});

afterEach(() => {
  jest.useRealTimers();
  signOut();
});

describe('Customer dashboard', () => {
  it('welcomes the traveller by first name and offers the three tiles', () => {
    renderPage(<DashboardPage />, { route: '/customer/dashboard' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Nimal!');
    expect(screen.getByRole('link', { name: /browse hotels/i })).toHaveAttribute('href', '/browse-hotels');
    expect(screen.getByRole('link', { name: /my bookings/i })).toHaveAttribute('href', '/customer/my-bookings');
    expect(screen.getByText('Rewards')).toBeInTheDocument();
    const recommended = screen.getByRole('region', { name: 'Recommended' });
    expect(within(recommended).getAllByRole('listitem')).toHaveLength(2);
  });

  it("lists the traveller's own recent searches with how long ago, each one searchable again", () => {
    recordSearch('Kandy', ago(3 * 24 * 60 * 60 * 1000));
    recordSearch('Ella', ago(2 * 60 * 60 * 1000));
    recordSearch('Galle', ago(5 * 60 * 1000));
    recordSearch('Yala', ago(30 * 1000));
    recordSearch('Jaffna', ago(0));
    renderPage(<DashboardPage />, { route: '/customer/dashboard' });
    const recent = screen.getByRole('region', { name: 'Recent Searches' });
    const links = within(recent).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Jaffnajust now',
      'Yala30 seconds ago',
      'Galle5 minutes ago',
      'Ella2 hours ago',
      'Kandy3 days ago',
    ]);
    expect(links[2]).toHaveAttribute('href', '/browse-hotels?q=Galle');
  });

  it('shows the date for a search a week old or more', () => {
    recordSearch('Kandy', new Date('2030-03-01T08:00:00Z'));
    renderPage(<DashboardPage />, { route: '/customer/dashboard' });
    expect(screen.getByRole('link', { name: /Kandy/ })).toHaveTextContent('Mar 1, 2030');
  });

  it('says so when there are no recent searches yet', () => {
    renderPage(<DashboardPage />, { route: '/customer/dashboard' });
    expect(within(screen.getByRole('region', { name: 'Recent Searches' })).getByText(/no recent searches yet/i)).toBeInTheDocument();
  });
});

it('draws itself in Sinhala on /si/customer/dashboard', () => {
  renderPage(<DashboardPage />, { route: '/customer/dashboard', language: 'si' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('නැවත සාදරයෙන් පිළිගනිමු, Nimal!');
  expect(screen.getByRole('link', { name: /හෝටල් පිරික්සන්න/ })).toHaveAttribute('href', '/browse-hotels');
  expect(screen.getByRole('link', { name: /මගේ වෙන්කිරීම්/ })).toHaveAttribute('href', '/customer/my-bookings');
  // The places keep their names; what is said of them is in Sinhala.
  expect(within(screen.getByRole('region', { name: 'නිර්දේශිත' })).getByText('Galle Fort').nextSibling).toHaveTextContent(
    'මුහුද අසල යටත්විජිත යුගයේ චමත්කාරය',
  );
  expect(screen.getByRole('region', { name: 'මෑත සෙවීම්' })).toHaveTextContent('තවම මෑත සෙවීම් නැත. හෝටල් සොයන්න');
  expect(screen.getByRole('link', { name: 'හෝටල් සොයන්න' })).toHaveAttribute('href', '/browse-hotels');
});
