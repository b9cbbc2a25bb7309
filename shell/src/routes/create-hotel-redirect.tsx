import { Navigate } from 'react-router-dom';
import { useSession } from '@ceylon/shared';

/** `/create-hotel` (a dashboard quick link) opens the create-hotel screen of the signed-in role. */
export function CreateHotelRedirect() {
  const { isAdmin, isHotelOwner } = useSession();
  const to = isAdmin ? '/admin/HotelManagement' : isHotelOwner ? '/owner/create-hotel' : '/';
  return <Navigate to={to} replace />;
}
