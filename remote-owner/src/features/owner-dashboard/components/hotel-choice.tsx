import { useId } from 'react';
import styled from 'styled-components';
import type { Hotel } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-bottom: 1.5rem;
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    max-width: 100%;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

interface Props {
  hotels: readonly Pick<Hotel, 'id' | 'title'>[];
  /** The chosen hotel's id, or '' for all of them. */
  value: string;
  onChange: (hotelId: string) => void;
}

/** Which hotel the dashboard's lists and charts show: all of the owner's, or one. */
export function HotelChoice({ hotels, value, onChange }: Props) {
  const text = useOwnerText();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{text('owner.dashboard.showFor')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{text('owner.dashboard.allMyHotels')}</option>
        {hotels.map((hotel) => (
          <option key={hotel.id} value={hotel.id}>
            {hotel.title}
          </option>
        ))}
      </select>
    </Field>
  );
}
