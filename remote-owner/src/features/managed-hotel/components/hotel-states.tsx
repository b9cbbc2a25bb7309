import { Lead, PageBody, StateMessage } from '@ceylon/shared';
import { useOwnerText, type OwnerText } from '../../../texts';
import { BackToHotels } from './back-to-hotels';

/** While the hotel loads, and when it cannot be found. */
export function HotelLoading({ message }: { message: OwnerText }) {
  const text = useOwnerText();
  return (
    <PageBody>
      <StateMessage role="status">{text(message)}</StateMessage>
    </PageBody>
  );
}

export function HotelNotFound() {
  const text = useOwnerText();
  return (
    <PageBody>
      <h1>{text('owner.notFound.title')}</h1>
      <Lead>{text('owner.notFound.lead')}</Lead>
      <BackToHotels />
    </PageBody>
  );
}
