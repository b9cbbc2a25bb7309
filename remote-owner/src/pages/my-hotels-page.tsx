import { useState } from 'react';
import styled from 'styled-components';
import { OwnerHotelCard } from '../features/my-hotels/components/owner-hotel-card';
import { useDeleteHotel } from '../features/my-hotels/hooks/use-delete-hotel';
import { useMyHotels } from '../features/my-hotels/hooks/use-my-hotels';
import { useUpdateHotel } from '../features/my-hotels/hooks/use-update-hotel';
import { ButtonLink, EditHotelModal, Lead, PageBody, StateMessage, type Hotel } from '@ceylon/shared';
import { useOwnerText } from '../texts';

export { texts } from '../texts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: 1.25rem;
`;

/** /owner/my-hotels: the owner's hotels with bookings and revenue; edit, calendar, photos and delete. */
export default function MyHotelsPage() {
  const text = useOwnerText();
  const { hotels, loading } = useMyHotels();
  const remove = useDeleteHotel();
  const update = useUpdateHotel();
  const [editing, setEditing] = useState<Hotel | null>(null);

  return (
    <PageBody>
      <h1>{text('owner.myHotels')}</h1>
      <Lead>{text('owner.hotels.lead')}</Lead>
      {loading ? (
        <StateMessage role="status">{text('owner.hotels.loading')}</StateMessage>
      ) : hotels.length === 0 ? (
        <StateMessage>
          {text('owner.hotels.none')} <ButtonLink to="/owner/create-hotel">{text('owner.addHotel')}</ButtonLink>
        </StateMessage>
      ) : (
        <Grid>
          {hotels.map((hotel) => (
            <OwnerHotelCard key={hotel.id} hotel={hotel} onEdit={setEditing} onDelete={(id) => void remove(id)} />
          ))}
        </Grid>
      )}
      {editing && <EditHotelModal hotel={editing} onSave={(changes) => update(editing.id, changes)} onClose={() => setEditing(null)} />}
    </PageBody>
  );
}
