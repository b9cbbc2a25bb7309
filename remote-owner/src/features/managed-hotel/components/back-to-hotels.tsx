import { ButtonLink, useSession } from '@ceylon/shared';

/** Back to where an owner or an admin manages their hotels. */
export function BackToHotels() {
  const { isAdmin } = useSession();
  return (
    <p>
      <ButtonLink to={isAdmin ? '/admin/HotelManagement' : '/owner/my-hotels'} $tone="ghost">
        {isAdmin ? 'Back to Manage Hotels' : 'Back to My Hotels'}
      </ButtonLink>
    </p>
  );
}
