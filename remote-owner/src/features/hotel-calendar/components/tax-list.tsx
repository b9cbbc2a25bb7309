import { useMemo } from 'react';
import { Button, chargeBasisIn, EntryList, StateMessage, type ChargeBasisWording, type HotelCharge } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';

interface Props {
  charges: HotelCharge[];
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  onMoveUp: (index: number) => void;
}

/** The hotel's taxes and charges in the order they apply, each with Edit, Remove and (after the first) Move up. */
export function TaxList({ charges, onEdit, onRemove, onMoveUp }: Props) {
  const text = useOwnerText();
  // How a charge is reckoned (the shared chargeBasisIn) in the page's words.
  const wording = useMemo<ChargeBasisWording>(
    () => ({
      compound: (rate) => text('owner.taxes.basis.compound', { rate }),
      perNight: (amount) => text('owner.taxes.basis.perNight', { amount }),
      perStay: (amount) => text('owner.taxes.basis.perStay', { amount }),
    }),
    [text],
  );
  if (charges.length === 0) return <StateMessage>{text('owner.taxes.none')}</StateMessage>;
  return (
    <EntryList as="ol" aria-label={text('owner.taxes.listLabel')}>
      {charges.map((charge, index) => (
        // Two charges may share a name; the place in the order is the charge's own.
        <li key={`${index}:${charge.name}`}>
          <p>
            <strong>{charge.name}</strong>
            <small>{chargeBasisIn(charge, wording)}</small>
          </p>
          <span>
            {index > 0 && (
              <>
                <Button
                  type="button"
                  $tone="outline"
                  onClick={() => onMoveUp(index)}
                  aria-label={text('owner.taxes.moveUpNamed', { name: charge.name })}
                >
                  {text('owner.taxes.moveUp')}
                </Button>{' '}
              </>
            )}
            <Button type="button" $tone="outline" onClick={() => onEdit(index)} aria-label={text('owner.editNamed', { name: charge.name })}>
              {text('owner.edit')}
            </Button>{' '}
            <Button
              type="button"
              $tone="danger"
              onClick={() => onRemove(index)}
              aria-label={text('owner.removeNamed', { name: charge.name })}
            >
              {text('owner.remove')}
            </Button>
          </span>
        </li>
      ))}
    </EntryList>
  );
}
