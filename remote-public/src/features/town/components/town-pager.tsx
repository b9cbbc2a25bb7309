import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { destinationPath } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { pagerItems } from '../town-request';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin: 2.5rem 0 0;
  padding: 0;
  list-style: none;
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  a {
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Props {
  slug: string;
  name: string;
  page: number;
  pageCount: number;
}

/**
 * A town's pages as plain links (`/destinations/kandy?page=2`), so a crawler reaches every hotel of
 * the town without running a script; the router takes them over in the browser.
 */
export function TownPager({ slug, name, page, pageCount }: Props) {
  const text = usePublicText();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={text('public.town.pages', { town: name })}>
      <List>
        {page > 1 && (
          <li>
            <Link to={destinationPath(slug, page - 1)} rel="prev">
              {text('public.town.previous')}
            </Link>
          </li>
        )}
        {pagerItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={item}>
              <Link
                to={destinationPath(slug, item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={text('public.town.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={destinationPath(slug, page + 1)} rel="next">
              {text('public.town.next')}
            </Link>
          </li>
        )}
      </List>
    </nav>
  );
}
