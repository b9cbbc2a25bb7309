import type { NavItem } from './nav-links';

export interface FooterColumn {
  heading: string;
  links: readonly NavItem[];
}

/** The footer's links (docs/product.md §2.1), grouped as a visitor looks for them. */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Blog', to: '/blog' },
      { label: 'Partners', to: '/partners' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Help Center', to: '/help-center' },
      { label: 'Safety Information', to: '/safety-info' },
      { label: 'Cancellation Options', to: '/cancellations' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
];
