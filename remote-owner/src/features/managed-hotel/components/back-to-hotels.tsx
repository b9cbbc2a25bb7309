import { ButtonLink, useSession } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';

/** Back to where an owner or an admin manages their hotels. */
export function BackToHotels() {
  const text = useOwnerText();
  const { isAdmin } = useSession();
  return (
    <p>
      <ButtonLink to={isAdmin ? '/admin/HotelManagement' : '/owner/my-hotels'} $tone="ghost">
        {text(isAdmin ? 'owner.backToManageHotels' : 'owner.backToMyHotels')}
      </ButtonLink>
    </p>
  );
}
