import styled from 'styled-components';
import {
  dateFormat,
  FactList,
  formatUsd,
  hasPriceLines,
  INTL_LOCALES,
  PriceLines,
  usePageLanguage,
  useSharedText,
  type Booking,
  type Language,
  type SharedText,
} from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

/** The price lines take the list's whole width, under the stay's facts. */
const WholeRow = styled.div`
  grid-column: 1 / -1;
  max-width: 28rem;
  dd dl dd {
    font-weight: 600;
  }
`;

const STAY_DATE = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/**
 * A calendar date as people read it in the page's language; the date is the same wherever the viewer
 * is. English as the site has always written a stay's dates ("Tue, Mar 12, 2030"); Sinhala and Tamil
 * as Sri Lanka writes them (Sinhala from @ceylon/shared's words: `dateFormat`).
 */
export const formatStayDate = (date: string, language: Language, text: (id: SharedText, values?: Record<string, unknown>) => string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat(INTL_LOCALES[language], STAY_DATE, text).format(parsed);
};

/**
 * Reference (unless the page shows it already), check-in, check-out, guests and total of a booking;
 * the total as its price lines (room charge, a code's discount, each tax and charge) when there are any.
 */
export function BookingFacts({ booking, withReference = true }: { booking: Booking; withReference?: boolean }) {
  const text = useCustomerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  return (
    <FactList>
      {withReference && (
        <div>
          <dt>{text('customer.facts.reference')}</dt>
          <dd>{booking.reference}</dd>
        </div>
      )}
      <div>
        <dt>{text('customer.facts.checkIn')}</dt>
        <dd>{formatStayDate(booking.checkIn, language, sharedText)}</dd>
      </div>
      <div>
        <dt>{text('customer.facts.checkOut')}</dt>
        <dd>{formatStayDate(booking.checkOut, language, sharedText)}</dd>
      </div>
      <div>
        <dt>{text('customer.guests')}</dt>
        <dd>{booking.guests}</dd>
      </div>
      {booking.priceBreakdown && hasPriceLines(booking.priceBreakdown) ? (
        <WholeRow>
          <dt>{text('customer.facts.price')}</dt>
          <dd>
            <PriceLines lines={booking.priceBreakdown} />
          </dd>
        </WholeRow>
      ) : (
        <div>
          <dt>{text('customer.facts.total')}</dt>
          <dd>{formatUsd(booking.totalPrice)}</dd>
        </div>
      )}
    </FactList>
  );
}
