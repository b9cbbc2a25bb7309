import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteProviders } from '../testing/providers';
import { PriceLines, PriceTotal } from './price-lines';

// The page's translator holds @ceylon/shared's English beyond the first part, as the booking pages bring it.
const withTheme = (node: React.ReactNode) => render(<SiteProviders>{node}</SiteProviders>);

const taxed = {
  roomCharge: 400,
  charges: [
    { name: 'Service charge', kind: 'percent' as const, rate: 10, compound: false, amount: 40 },
    { name: 'Cleaning', kind: 'perStay' as const, rate: 12.5, compound: false, amount: 12.5 },
    { name: 'VAT', kind: 'percent' as const, rate: 18, compound: true, amount: 81.45 },
  ],
  total: 533.95,
};

describe('PriceLines', () => {
  it('lists the room charge, each charge with how it is reckoned, and the total', () => {
    withTheme(<PriceLines lines={taxed} totalTestId="total" />);
    const list = screen.getByLabelText('Price breakdown');
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(terms).toEqual([
      ['Room charge', '$400.00'],
      ['Service charge (10%)', '$40.00'],
      ['Cleaning ($12.50 per stay)', '$12.50'],
      ['VAT (18% on the charges before it)', '$81.45'],
      ['Total', '$533.95'],
    ]);
    expect(screen.getByTestId('total')).toHaveTextContent('$533.95');
  });

  it("shows a promotion code's discount after the room charge, even when the hotel has no charges", () => {
    withTheme(<PriceLines lines={{ roomCharge: 90, discount: { code: 'WELCOME10', amount: 9 }, charges: [], total: 81 }} />);
    const terms = within(screen.getByLabelText('Price breakdown'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(terms).toEqual([
      ['Room charge', '$90.00'],
      ['Promotion code WELCOME10', '−$9.00'],
      ['Total', '$81.00'],
    ]);
  });

  it('shows the total alone when the hotel charged nothing more', () => {
    withTheme(<PriceLines lines={{ roomCharge: 90, charges: [], total: 90 }} />);
    expect(
      within(screen.getByLabelText('Price breakdown'))
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Total']);
  });
});

describe('PriceTotal', () => {
  it('is the total alone without charges, and unfolds into the lines with them', async () => {
    const { rerender } = withTheme(<PriceTotal total={90} lines={{ roomCharge: 90, charges: [], total: 90 }} />);
    expect(document.body).toHaveTextContent('$90.00');
    expect(screen.queryByLabelText('Price breakdown')).not.toBeInTheDocument();
    rerender(
      <SiteProviders>
        <PriceTotal total={533.95} lines={taxed} />
      </SiteProviders>,
    );
    const summary = screen.getByText('$533.95', { selector: 'summary' });
    expect(screen.getByLabelText('Price breakdown')).not.toBeVisible();
    await userEvent.click(summary);
    expect(screen.getByLabelText('Price breakdown')).toBeVisible();
  });
});
