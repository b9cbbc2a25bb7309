import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { bookingPath, HotelCard, usePageTitle, type DestinationPage } from '@ceylon/shared';
import { CardGrid, Container, Section } from '../../../components/layout';
import { PageHero } from '../../../components/page-hero';
import { usePublicText } from '../../../texts';
import { TownPager } from './town-pager';

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  li + li::before {
    content: '›';
    margin-right: 0.5rem;
  }
`;

const Count = styled.h2`
  margin: 0 0 1.5rem;
  font-size: 1.25rem;
`;

const Cards = styled(CardGrid)<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.2s ease;
  & > li {
    display: flex;
  }
  & > li > article {
    flex: 1;
  }
`;

interface Props {
  town: DestinationPage;
  /** The page shown is the one before, while the one asked for loads. */
  stale: boolean;
}

/** A town's hotels, a page of them as cards (the name leads to the hotel's page, Book It to its booking form), and the pager. */
export function TownHotels({ town, stale }: Props) {
  const text = usePublicText();
  // The tab's name, as the server's head gives it: "Hotels in Kandy", and ", page 2" after the first.
  usePageTitle(
    town.page > 1 ? text('public.town.titlePage', { town: town.name, page: town.page }) : text('public.town.title', { town: town.name }),
  );
  const countId = `town-${town.slug}-count`;
  // Another page of the same town (the pager is below the cards): the visitor goes on from the top
  // of the new list, and so does focus. Not on the first page shown, where the page's own heading leads.
  const count = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(town.page);
  useEffect(() => {
    if (shownPage.current === town.page) return;
    shownPage.current = town.page;
    count.current?.focus();
  }, [town.page]);
  return (
    <>
      <PageHero title={text('public.town.title', { town: town.name })}>{text('public.town.lead', { town: town.name })}</PageHero>
      <Section aria-labelledby={countId}>
        <Container>
          <nav aria-label={text('public.town.breadcrumb')}>
            <Crumbs>
              <li>
                <Link to="/">{text('public.town.home')}</Link>
              </li>
              <li>
                <Link to="/attractions">{text('public.town.destinations')}</Link>
              </li>
              <li aria-current="page">{town.name}</li>
            </Crumbs>
          </nav>
          <Count id={countId} ref={count} tabIndex={-1}>
            {town.pageCount > 1
              ? text('public.town.countOnPage', { count: town.hotelCount, page: town.page, pageCount: town.pageCount })
              : text('public.towns.hotelCount', { count: town.hotelCount })}
          </Count>
          <Cards $min="260px" $stale={stale} aria-busy={stale}>
            {town.hotels.map((hotel) => (
              <li key={hotel.id}>
                <HotelCard
                  hotel={hotel}
                  titleTo={`/hotels/${hotel.id}`}
                  action={{ label: text('public.featured.bookIt'), to: bookingPath(hotel.id) }}
                />
              </li>
            ))}
          </Cards>
          <TownPager slug={town.slug} name={town.name} page={town.page} pageCount={town.pageCount} />
        </Container>
      </Section>
    </>
  );
}
