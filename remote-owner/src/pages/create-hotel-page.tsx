import { HotelForm, Lead, PageBody, Panel } from '@ceylon/shared';
import { useCreateHotel } from '../features/create-hotel/hooks/use-create-hotel';

/** /owner/create-hotel: the shared create-hotel screen. */
export default function CreateHotelPage() {
  const create = useCreateHotel();
  return (
    <PageBody>
      <h1 id="create-hotel-heading">Add Hotel</h1>
      <Lead>List a new property. It appears on the site as soon as it is saved.</Lead>
      <Panel>
        <HotelForm mode="create" submitLabel="Create Hotel" onSubmit={create} labelledBy="create-hotel-heading" />
      </Panel>
    </PageBody>
  );
}
