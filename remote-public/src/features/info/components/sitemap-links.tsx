import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePublicText, type PublicText } from '../../../texts';
import { INFO_PAGES } from '../content/info-pages';

// Every page of the site (the shell's route table), grouped as a visitor meets them.
const PUBLIC_PAGES: { path: string; name: PublicText }[] = [
  { path: '/', name: 'public.sitemap.home' },
  { path: '/about', name: 'public.sitemap.about' },
  { path: '/services', name: 'public.sitemap.services' },
  { path: '/attractions', name: 'public.sitemap.destinations' },
  { path: '/contact', name: 'public.sitemap.contact' },
  { path: '/bookings', name: 'public.sitemap.bookings' },
  { path: '/login', name: 'public.sitemap.login' },
  { path: '/registration', name: 'public.sitemap.registration' },
];

// The footer's pages, each by its own title, and this one.
const INFO_LINKS: { path: string; name: PublicText }[] = [
  ...Object.entries(INFO_PAGES).map(([path, content]) => ({ path, name: content.title })),
  { path: '/sitemap', name: 'public.sitemap.title' },
];

const SIGNED_IN: { group: PublicText; pages: PublicText[] }[] = [
  {
    group: 'public.sitemap.travellers',
    pages: [
      'public.sitemap.welcome',
      'public.sitemap.myDashboard',
      'public.sitemap.hotels',
      'public.sitemap.book',
      'public.sitemap.confirmed',
      'public.sitemap.myBookings',
      'public.sitemap.hotelDetails',
    ],
  },
  {
    group: 'public.sitemap.owners',
    pages: ['public.sitemap.ownerDashboard', 'public.sitemap.myHotels', 'public.sitemap.addHotel', 'public.sitemap.hotelBookings'],
  },
  { group: 'public.sitemap.admins', pages: ['public.sitemap.adminDashboard', 'public.sitemap.manageUsers', 'public.sitemap.manageHotels'] },
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
  const text = usePublicText();
  return (
    <Columns>
      <section aria-labelledby="sitemap-public">
        <h2 id="sitemap-public">{text('public.sitemap.explore')}</h2>
        <ul>
          {PUBLIC_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{text(page.name)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-info">
        <h2 id="sitemap-info">{text('public.sitemap.company')}</h2>
        <ul>
          {INFO_LINKS.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{text(page.name)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-signed-in">
        <h2 id="sitemap-signed-in">{text('public.sitemap.afterLogin')}</h2>
        {SIGNED_IN.map((group) => (
          <div key={group.group}>
            <h3>{text(group.group)}</h3>
            <ul>
              {group.pages.map((page) => (
                <li key={page}>{text(page)}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </Columns>
  );
}
