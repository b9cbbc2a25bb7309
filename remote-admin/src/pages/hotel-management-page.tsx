import { useState } from 'react';
import styled from 'styled-components';
import { EditHotelModal, HotelForm, useSession, type Hotel, Lead, PageBody, Panel, StateMessage } from '@ceylon/shared';
import { AdminBookingsExport } from '../features/hotels/components/bookings-export';
import { ManagedHotelList } from '../features/hotels/components/managed-hotel-list';
import { useHotelActions } from '../features/hotels/hooks/use-hotel-actions';
import { useManagedHotels } from '../features/hotels/hooks/use-managed-hotels';
import { useAdminText } from '../texts';

export { texts } from '../texts';

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
  const text = useAdminText();
  const { isAdmin } = useSession();
  const { hotels, loading } = useManagedHotels();
  const actions = useHotelActions();
  const [editing, setEditing] = useState<Hotel | null>(null);

  return (
    <PageBody>
      <h1>{text('admin.hotels.title')}</h1>
      <Lead>{text('admin.hotels.lead')}</Lead>
      <Panel aria-labelledby="add-hotel-heading">
        <h2 id="add-hotel-heading">{text('admin.hotels.addTitle')}</h2>
        <HotelForm mode="create" submitLabel={text('admin.hotels.add')} onSubmit={actions.create} labelledBy="add-hotel-heading" />
      </Panel>
      {isAdmin && <AdminBookingsExport hotels={hotels} />}
      <Section aria-labelledby="all-hotels-heading">
        <h2 id="all-hotels-heading">{text('admin.hotels.allTitle')}</h2>
        {loading && hotels.length === 0 ? (
          <StateMessage role="status">{text('admin.hotels.loading')}</StateMessage>
        ) : hotels.length === 0 ? (
          <StateMessage>{text('admin.hotels.none')}</StateMessage>
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
