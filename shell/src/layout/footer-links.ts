import type { ShellText } from '../i18n/shell-text';
import type { NavItem } from './nav-links';

export interface FooterColumn {
  /** Names the column's element ids. */
  key: string;
  heading: ShellText;
  links: readonly NavItem[];
}

/** The footer's links (docs/product.md §2.1), grouped as a visitor looks for them. */
export const footerColumns: readonly FooterColumn[] = [
  {
    key: 'company',
    heading: 'footer.company',
    links: [
      { label: 'footer.aboutUs', to: '/about' },
      { label: 'footer.careers', to: '/careers' },
      { label: 'footer.press', to: '/press' },
      { label: 'footer.blog', to: '/blog' },
      { label: 'footer.partners', to: '/partners' },
    ],
  },
  {
    key: 'support',
    heading: 'footer.support',
    links: [
      { label: 'footer.helpCenter', to: '/help-center' },
      { label: 'footer.safety', to: '/safety-info' },
      { label: 'footer.cancellations', to: '/cancellations' },
      { label: 'footer.contactUs', to: '/contact' },
      { label: 'footer.accessibility', to: '/accessibility' },
    ],
  },
  {
    key: 'legal',
    heading: 'footer.legal',
    links: [
      { label: 'footer.privacy', to: '/privacy' },
      { label: 'footer.terms', to: '/terms' },
      { label: 'footer.sitemap', to: '/sitemap' },
    ],
  },
];
