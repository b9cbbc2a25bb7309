import { Button, chargeBasis, EntryList, StateMessage, type HotelCharge } from '@ceylon/shared';

interface Props {
  charges: HotelCharge[];
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  onMoveUp: (index: number) => void;
}

/** The hotel's taxes and charges in the order they apply, each with Edit, Remove and (after the first) Move up. */
export function TaxList({ charges, onEdit, onRemove, onMoveUp }: Props) {
  if (charges.length === 0) return <StateMessage>No taxes or charges: guests pay the room charge.</StateMessage>;
  return (
    <EntryList as="ol" aria-label="Taxes and charges">
      {charges.map((charge, index) => (
        // Two charges may share a name; the place in the order is the charge's own.
        <li key={`${index}:${charge.name}`}>
          <p>
            <strong>{charge.name}</strong>
            <small>{chargeBasis(charge)}</small>
          </p>
          <span>
            {index > 0 && (
              <>
                <Button type="button" $tone="outline" onClick={() => onMoveUp(index)} aria-label={`Move ${charge.name} up`}>
                  Move up
                </Button>{' '}
              </>
            )}
            <Button type="button" $tone="outline" onClick={() => onEdit(index)} aria-label={`Edit ${charge.name}`}>
              Edit
            </Button>{' '}
            <Button type="button" $tone="danger" onClick={() => onRemove(index)} aria-label={`Remove ${charge.name}`}>
              Remove
            </Button>
          </span>
        </li>
      ))}
    </EntryList>
  );
}
