import styled from 'styled-components';
import { chargeBasisIn, type ChargeBasisWording, type HotelCharge } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

const Note = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.25rem;
  }
`;

/**
 * Under the hotel's price: the taxes and charges added to it, in the order they apply, each with
 * how it is reckoned (decision 0030). Nothing for a hotel without any.
 */
export function HotelCharges({ charges = [] }: { charges?: readonly HotelCharge[] }) {
  const text = useCustomerText();
  if (charges.length === 0) return null;
  // How each is reckoned, in the page's language: "18% on the charges before it", "$5.00 per night per room".
  const wording: ChargeBasisWording = {
    compound: (rate) => text('customer.charge.compound', { rate }),
    perNight: (amount) => text('customer.charge.perNight', { amount }),
    perStay: (amount) => text('customer.charge.perStay', { amount }),
  };
  return (
    <Note data-testid="hotel-charges">
      <p id="hotel-charges-intro">{text('customer.hotel.chargesIntro')}</p>
      <ul aria-labelledby="hotel-charges-intro">
        {charges.map((charge, index) => (
          // Two charges may share a name; their place in the list is theirs alone.
          <li key={`${index}:${charge.name}`}>
            {text('customer.hotel.charge', { name: charge.name, basis: chargeBasisIn(charge, wording) })}
          </li>
        ))}
      </ul>
    </Note>
  );
}
