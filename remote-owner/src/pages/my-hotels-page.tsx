import { useState } from 'react';
import styled from 'styled-components';
import { OwnerHotelCard } from '../features/my-hotels/components/owner-hotel-card';
import { useDeleteHotel } from '../features/my-hotels/hooks/use-delete-hotel';
import { useMyHotels } from '../features/my-hotels/hooks/use-my-hotels';
import { useUpdateHotel } from '../features/my-hotels/hooks/use-update-hotel';
import { ButtonLink, EditHotelModal, Lead, PageBody, StateMessage, type Hotel } from '@ceylon/shared';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: 1.25rem;
`;

/** /owner/my-hotels: the owner's hotels with bookings and revenue; edit, calendar, photos and delete. */
export default function MyHotelsPage() {
  const { hotels, loading, reload } = useMyHotels();
  const remove = useDeleteHotel(reload);
  const update = useUpdateHotel(reload);
  const [editing, setEditing] = useState<Hotel | null>(null);

  return (
    <PageBody>
      <h1>My Hotels</h1>
      <Lead>Your properties, their bookings and what they have earned.</Lead>
      {loading ? (
        <StateMessage role="status">Loading your hotels…</StateMessage>
      ) : hotels.length === 0 ? (
        <StateMessage>
          You have not added any hotels yet. <ButtonLink to="/owner/create-hotel">Add Hotel</ButtonLink>
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
