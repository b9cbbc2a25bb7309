const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * Prices are kept in US dollars and always shown with cents, `$1,234.50`, in every language: the
 * server's ICU and the browser's write dollars differently for Sinhala (`US$1,234.50` in Node's, not
 * in Chromium's), and a page drawn on the server must be drawn the same by the browser.
 */
export const formatUsd = (amount: number) => usd.format(amount);
