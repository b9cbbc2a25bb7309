const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Prices are kept in US dollars and always shown with cents: `$1,234.50`. */
export const formatUsd = (amount: number) => usd.format(amount);
