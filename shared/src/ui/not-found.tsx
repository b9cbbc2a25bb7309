import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
  return (
    <Notice aria-labelledby="not-found-title">
      <strong aria-hidden="true">404</strong>
      <h1 id="not-found-title">We couldn't find that page</h1>
      <p>The page may have moved, or the link may be mistyped. These will get you back on your way:</p>
      <NoticeActions>
        <Link to="/">Home</Link>
        <Link to="/attractions">Destinations</Link>
        <Link to="/contact">Contact us</Link>
        <Link to="/sitemap">Sitemap</Link>
      </NoticeActions>
    </Notice>
  );
}
