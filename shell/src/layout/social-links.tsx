import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './icons';

interface SocialLink {
  name: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const socialLinks: readonly SocialLink[] = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'X (Twitter)', Icon: XIcon },
  { name: 'YouTube', Icon: YouTubeIcon },
];

/** The four social icons; like the original site, each leads to the home page (docs/product.md §2.1). */
export function SocialLinks() {
  return (
    <List>
      {socialLinks.map(({ name, Icon }) => (
        <li key={name}>
          <IconLink to="/" aria-label={name} title={name}>
            <Icon width={20} height={20} />
          </IconLink>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid rgba(255, 255, 255, 0.3);
  border-radius: ${({ theme }) => theme.radius.round};
  color: #fff;
  transition:
    background-color 0.2s ease,
    border-color 0.2s ease,
    color 0.2s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
