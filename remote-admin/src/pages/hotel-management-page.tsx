import { useState } from 'react';
import styled from 'styled-components';
import { EditHotelModal, HotelForm, useSession, type Hotel, Lead, PageBody, Panel, StateMessage } from '@ceylon/shared';
import { AdminBookingsExport } from '../features/hotels/components/bookings-export';
import { ManagedHotelList } from '../features/hotels/components/managed-hotel-list';
import { useHotelActions } from '../features/hotels/hooks/use-hotel-actions';
import { useManagedHotels } from '../features/hotels/hooks/use-managed-hotels';

const Section = styled.section`
  margin-top: 2rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.4rem;
  }
`;

/**
 * /admin/HotelManagement: add a hotel, export bookings (CSV) and see every hotel. Edit, Delete and
 * the export are shown only to an admin; anyone else sees the same screen without them (docs/product.md §6).
 */
export default function HotelManagementPage() {
  const { isAdmin } = useSession();
  const { hotels, loading, reload } = useManagedHotels();
  const actions = useHotelActions(reload);
  const [editing, setEditing] = useState<Hotel | null>(null);

  return (
    <PageBody>
      <h1>Manage Hotels</h1>
      <Lead>Add hotels to the site and keep their details up to date.</Lead>
      <Panel aria-labelledby="add-hotel-heading">
        <h2 id="add-hotel-heading">Add New Hotel</h2>
        <HotelForm mode="create" submitLabel="Add Hotel" onSubmit={actions.create} labelledBy="add-hotel-heading" />
      </Panel>
      {isAdmin && <AdminBookingsExport hotels={hotels} />}
      <Section aria-labelledby="all-hotels-heading">
        <h2 id="all-hotels-heading">All Hotels</h2>
        {loading && hotels.length === 0 ? (
          <StateMessage role="status">Loading hotels…</StateMessage>
        ) : hotels.length === 0 ? (
          <StateMessage>No hotels yet.</StateMessage>
        ) : (
          <ManagedHotelList
            hotels={hotels}
            onEdit={isAdmin ? setEditing : undefined}
            onDelete={isAdmin ? (hotel) => void actions.remove(hotel) : undefined}
            showManageLinks={isAdmin}
          />
        )}
      </Section>
      {editing && (
        <EditHotelModal hotel={editing} onSave={(changes) => actions.update(editing, changes)} onClose={() => setEditing(null)} />
      )}
    </PageBody>
  );
}
