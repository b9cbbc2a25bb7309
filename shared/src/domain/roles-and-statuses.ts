// The account roles and booking statuses of docs/product.md §3, as values: the admin's role picker lists
// them and @ceylon/shared/contracts builds its enum schemas from them.

export const ROLES = ['user', 'admin', 'hotelOwner'] as const;
export type Role = (typeof ROLES)[number];

export const BOOKING_STATUSES = ['confirmed', 'completed', 'pending', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
