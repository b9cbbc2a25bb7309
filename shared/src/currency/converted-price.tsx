import styled from 'styled-components';
import { usePageLanguage } from '../i18n/app-texts';
import { useSharedText } from '../i18n/shared-text';
import { formatConverted, useShownRate } from './exchange-rates';
import { useShownCurrency } from './shown-currency';

const About = styled.span`
  display: block;
  font-size: 0.85em;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * What a dollar amount comes to in the currency the visitor chose, said to be approximate ("about
 * රු. 72,000", decision 0035); nothing while prices are shown in dollars, which are what is charged
 * (and then nothing reads the rates).
 */
export function ConvertedPrice({ usd }: { usd: number }) {
  return useShownCurrency() === 'USD' ? null : <Converted usd={usd} />;
}

function Converted({ usd }: { usd: number }) {
  const rate = useShownRate();
  const text = useSharedText();
  const language = usePageLanguage();
  // No rate for the currency (not set, or not read): the dollars beside it are all there is.
  if (rate.currency === 'USD') return null;
  return <About data-converted="">{text('shared.price.about', { amount: formatConverted(usd, rate, language, text) })}</About>;
}
