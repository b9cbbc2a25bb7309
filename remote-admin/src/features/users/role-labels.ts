import type { Role } from '@ceylon/shared';

/** The roles an admin may assign (docs/product.md §6), as the screens name them. */
export const roleLabels: Record<Role, string> = { user: 'User', admin: 'Admin', hotelOwner: 'Hotel Owner' };
