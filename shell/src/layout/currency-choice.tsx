import { useId } from 'react';
import styled from 'styled-components';
import { chooseShownCurrency, SHOWN_CURRENCIES, useShownCurrency, type ShownCurrency } from '@ceylon/shared';
import { useShellText } from '../i18n/shell-text';

/**
 * The currency prices are shown in (decision 0035): dollars, or another at the rate an
 * administrator set, each converted price marked approximate; dollars are still what is charged.
 * Every currency is offered; one without a rate set shows dollars. The names are the shell's texts,
 * not Intl.DisplayNames: the server's and the browser's ICU name some currencies differently, and the
 * footer is drawn on the server, so the browser's first draw must say exactly the same. The choice redraws every area's
 * prices on the page at once and is remembered by the browser.
 */
export function CurrencyChoice({ placement }: { placement: 'footer' | 'menu' }) {
  const text = useShellText();
  const currency = useShownCurrency();
  const noteId = useId();
  return (
    <Choice $placement={placement}>
      <label>
        {text('currency.label')}
        <select value={currency} aria-describedby={noteId} onChange={(event) => chooseShownCurrency(event.target.value as ShownCurrency)}>
          {SHOWN_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {text(`currency.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <small id={noteId}>{text('currency.note')}</small>
    </Choice>
  );
}

const Choice = styled.div<{ $placement: 'footer' | 'menu' }>`
  display: grid;
  gap: 0.25rem;
  padding: 0.5rem 0;

  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  select {
    min-height: 2.25rem;
    max-width: 100%;
    padding: 0 0.5rem;
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
  }
  small {
    font-size: 0.8rem;
    opacity: ${({ $placement }) => ($placement === 'footer' ? 0.85 : 1)};
  }
`;
