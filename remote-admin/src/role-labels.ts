import type { Role } from '@ceylon/shared';
import type { AdminText } from './texts';

/** The roles an admin may assign (docs/product.md §6): the ids of the names the screens give them. */
export const roleLabels: Record<Role, AdminText> = {
  user: 'admin.role.user',
  admin: 'admin.role.admin',
  hotelOwner: 'admin.role.hotelOwner',
};

/** A role's name in the page's language; a role this version does not know is shown as the server sent it. */
export const roleName = (text: (id: AdminText) => string, role: string) => (role in roleLabels ? text(roleLabels[role as Role]) : role);
