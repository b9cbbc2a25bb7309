import { Link } from 'react-router-dom';
import styled from 'styled-components';

// Every page of the site (the shell's route table), grouped as a visitor meets them.
const PUBLIC_PAGES = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About us' },
  { path: '/services', name: 'Services' },
  { path: '/attractions', name: 'Destinations' },
  { path: '/contact', name: 'Contact us' },
  { path: '/bookings', name: 'Bookings' },
  { path: '/login', name: 'Log in' },
  { path: '/registration', name: 'Create an account' },
];

const INFO_LINKS = [
  { path: '/careers', name: 'Careers' },
  { path: '/press', name: 'Press' },
  { path: '/blog', name: 'Blog' },
  { path: '/partners', name: 'Partners' },
  { path: '/help-center', name: 'Help Center' },
  { path: '/safety-info', name: 'Safety information' },
  { path: '/cancellations', name: 'Cancellation Options' },
  { path: '/accessibility', name: 'Accessibility' },
  { path: '/privacy', name: 'Privacy' },
  { path: '/terms', name: 'Terms' },
  { path: '/sitemap', name: 'Sitemap' },
];

const SIGNED_IN = [
  {
    group: 'Travellers',
    pages: [
      'Welcome (/HomeUser)',
      'My dashboard',
      'Hotels (Browse Hotels)',
      'Book your stay',
      'Booking confirmed',
      'My Bookings',
      'Hotel details',
    ],
  },
  { group: 'Hotel owners', pages: ['Owner dashboard', 'My Hotels', 'Add Hotel', 'Hotel bookings'] },
  { group: 'Administrators', pages: ['Admin dashboard', 'Manage Users', 'Manage Hotels'] },
];

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: 2rem;
  h2 {
    font-size: 1.3rem;
    margin: 0 0 0.75rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 1rem 0 0.4rem;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
    display: grid;
    gap: 0.35rem;
  }
`;

export function SitemapLinks() {
  return (
    <Columns>
      <section aria-labelledby="sitemap-public">
        <h2 id="sitemap-public">Explore</h2>
        <ul>
          {PUBLIC_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-info">
        <h2 id="sitemap-info">Company and help</h2>
        <ul>
          {INFO_LINKS.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-signed-in">
        <h2 id="sitemap-signed-in">After you log in</h2>
        {SIGNED_IN.map((group) => (
          <div key={group.group}>
            <h3>{group.group}</h3>
            <ul>
              {group.pages.map((page) => (
                <li key={page}>{page}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </Columns>
  );
}
