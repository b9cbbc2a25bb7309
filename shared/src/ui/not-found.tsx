import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSharedText } from '../i18n/shared-text';

/** A page-wide notice: the not-found page's, and the one shown when a page breaks. */
export const Notice = styled.section`
  max-width: 640px;
  margin: 4rem auto;
  padding: 2.5rem 1.5rem;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 4rem;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export const NoticeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem;
  margin-top: 1.5rem;
`;

/**
 * What the site shows for an address it has no page for: the shell's not-found page, and an area's
 * page whose address names nothing (a town without hotels), which the server answers with a 404.
 */
export function NotFoundNotice() {
  const text = useSharedText();
  return (
    <Notice aria-labelledby="not-found-title">
      <strong aria-hidden="true">404</strong>
      <h1 id="not-found-title">{text('shared.notFound.title')}</h1>
      <p>{text('shared.notFound.lead')}</p>
      <NoticeActions>
        <Link to="/">{text('shared.notFound.home')}</Link>
        <Link to="/attractions">{text('shared.notFound.destinations')}</Link>
        <Link to="/contact">{text('shared.notFound.contact')}</Link>
        <Link to="/sitemap">{text('shared.notFound.sitemap')}</Link>
      </NoticeActions>
    </Notice>
  );
}
