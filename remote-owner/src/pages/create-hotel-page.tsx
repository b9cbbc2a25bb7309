import { HotelForm, Lead, PageBody, Panel } from '@ceylon/shared';
import { useCreateHotel } from '../features/create-hotel/hooks/use-create-hotel';
import { useOwnerText } from '../texts';

export { texts } from '../texts';

/** /owner/create-hotel: the shared create-hotel screen. */
export default function CreateHotelPage() {
  const text = useOwnerText();
  const create = useCreateHotel();
  return (
    <PageBody>
      <h1 id="create-hotel-heading">{text('owner.addHotel')}</h1>
      <Lead>{text('owner.create.lead')}</Lead>
      <Panel>
        <HotelForm mode="create" submitLabel={text('owner.create.submit')} onSubmit={create} labelledBy="create-hotel-heading" />
      </Panel>
    </PageBody>
  );
}
