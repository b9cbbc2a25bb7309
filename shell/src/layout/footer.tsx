import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { containerBelow } from '@ceylon/shared';
import { useShellText } from '../i18n/shell-text';
import { footerColumns } from './footer-links';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';
import { LanguageSwitch } from '../i18n/language-switch';
import { CurrencyChoice } from './currency-choice';

/** The copyright year the site shows (docs/product.md §2.1). */
export const COPYRIGHT_YEAR = 2025;

export function Footer() {
  const text = useShellText();
  return (
    <Outer>
      <Grid>
        <About>
          <Brand to="/">
            Ceylon <span>Stays</span>
          </Brand>
          <p>{text('footer.blurb')}</p>
          <SocialLinks />
        </About>
        {footerColumns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <ColumnHeading id={`footer-${column.key}`}>{text(column.heading)}</ColumnHeading>
            <Links>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{text(link.label)}</Link>
                </li>
              ))}
            </Links>
          </nav>
        ))}
        <Newsletter>
          <NewsletterForm />
        </Newsletter>
      </Grid>
      <Bottom>
        <LanguageSwitch placement="footer" />
        <CurrencyChoice placement="footer" />
        <p>{text('footer.rights', { year: String(COPYRIGHT_YEAR) })}</p>
      </Bottom>
    </Outer>
  );
}

const Outer = styled.footer`
  /* Layouts follow the footer's width in rem, so enlarged text gets the narrower layout. */
  container: site-footer / inline-size;
  background: ${({ theme }) => theme.colors.brandDark};
  background-image: linear-gradient(160deg, ${({ theme }) => theme.colors.brandDark} 0%, #04281d 100%);
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  color: rgba(255, 255, 255, 0.78);

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.6fr repeat(3, 1fr) 1.6fr;
  gap: 2.5rem 2rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: clamp(2.5rem, 6vw, 4rem) clamp(1rem, 4vw, 2rem) 2.5rem;

  ${containerBelow('site-footer', 'tablet')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${containerBelow('site-footer', 'phone')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const About = styled.div`
  p {
    margin: 1rem 0 1.5rem;
    max-width: 32ch;
    line-height: 1.6;
  }
  ${containerBelow('site-footer', 'tablet')} {
    grid-column: 1 / -1;
  }
`;

const Newsletter = styled.div`
  ${containerBelow('site-footer', 'tablet')} {
    grid-column: 1 / -1;
  }
`;

const Brand = styled(Link)`
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.6rem;
  font-weight: 700;
  color: #fff;
  text-decoration: none;

  span {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const ColumnHeading = styled.h2`
  margin: 0 0 1rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Links = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: inherit;
    text-decoration: none;
    font-size: 0.95rem;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0 2rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0.5rem clamp(1rem, 4vw, 2rem);
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 0.85rem;

  p {
    margin: 0;
    padding: 0.75rem 0;
    text-align: center;
  }
`;
