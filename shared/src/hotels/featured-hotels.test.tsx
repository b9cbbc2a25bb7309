import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Hotel } from '../domain';
import { theme } from '../ui/theme';
import { FeaturedHotels } from './featured-hotels';
import { makeHotel } from '../testing';

function renderFeatured(hotels: Hotel[], loading = false) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <FeaturedHotels hotels={hotels} loading={loading} actionFor={(hotel) => ({ label: 'Book It', to: `/book/${hotel.id}` })} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const hotels = (count: number) =>
  Array.from({ length: count }, (_, index) => makeHotel(`hotel-${index + 1}`, { title: `Hotel ${index + 1}` }));

describe('FeaturedHotels', () => {
  it('shows every hotel and no toggle when there are four or fewer', () => {
    renderFeatured(hotels(4));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /view all hotels|view less/i })).not.toBeInTheDocument();
  });

  it('shows the first four, then all with View All Hotels, then four again with View Less', async () => {
    const user = userEvent.setup();
    renderFeatured(hotels(6));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Hotel 5' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View All Hotels' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'View Less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'View All Hotels' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('fetches more when View All Hotels opens on the four of a longer list, then Show more hotels', async () => {
    const user = userEvent.setup();
    const loadMore = jest.fn();
    const view = (list: Hotel[], more: boolean) => (
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <FeaturedHotels
            hotels={list}
            loading={false}
            hasMore={more}
            loadMore={loadMore}
            actionFor={() => ({ label: 'Book It', to: '/' })}
          />
        </MemoryRouter>
      </ThemeProvider>
    );
    const { rerender } = render(view(hotels(4), true));
    expect(screen.queryByRole('button', { name: 'Show more hotels' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All Hotels' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender(view(hotels(24), true));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more hotels' }));
    expect(loadMore).toHaveBeenCalledTimes(2);
    rerender(view(hotels(30), false));
    expect(screen.queryByRole('button', { name: 'Show more hotels' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('shows what a card holds', () => {
    renderFeatured([
      makeHotel('hotel-1', {
        title: 'Kandy Lake Villa',
        location: 'Kandy',
        price: 120,
        rating: 4.6,
        bestSeller: true,
        creator: { id: 'owner-1', firstName: 'Owner1', lastName: 'Perera' },
      }),
    ]);
    const card = screen.getByRole('article', { name: 'Kandy Lake Villa' });
    const image = within(card).getByRole('img', { name: 'Kandy Lake Villa, Kandy' });
    expect(image).toHaveAttribute('src', '/api/assets/hotels/hotel-1.svg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(card).getByText('Best Seller')).toBeInTheDocument();
    expect(within(card).getByText('Owned by Owner1')).toBeInTheDocument();
    expect(within(card).getByText('Kandy')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(card.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
    expect(within(card).getByText('$120.00')).toBeInTheDocument();
    expect(within(card).getByText(/\/ night/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /book it/i })).toHaveAttribute('href', '/book/hotel-1');
  });

  it('leaves the badge off a hotel that is not a best seller', () => {
    renderFeatured([makeHotel()]);
    expect(screen.queryByText('Best Seller')).not.toBeInTheDocument();
  });

  it('says so while loading and when there are no hotels', () => {
    const { unmount } = renderFeatured([], true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotels…');
    unmount();
    renderFeatured([]);
    expect(screen.getByText(/no hotels to show yet/i)).toBeInTheDocument();
  });
});
