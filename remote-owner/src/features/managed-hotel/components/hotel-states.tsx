import { Lead, PageBody, StateMessage } from '@ceylon/shared';
import { BackToHotels } from './back-to-hotels';

/** While the hotel loads, and when it cannot be found. */
export function HotelLoading({ what }: { what: string }) {
  return (
    <PageBody>
      <StateMessage role="status">Loading {what}…</StateMessage>
    </PageBody>
  );
}

export function HotelNotFound() {
  return (
    <PageBody>
      <h1>Hotel not found</h1>
      <Lead>This hotel does not exist, or it is no longer listed.</Lead>
      <BackToHotels />
    </PageBody>
  );
}
