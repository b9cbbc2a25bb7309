// Pure figures of the owner and admin dashboards (docs/product.md §4, §7, §9): no React, no HTTP.
export { ownerRevenue, adminRevenue, countsTowardAdminRevenue } from './revenue';
export { hotelTotals, ownerTotals, type HotelTotals, type OwnerTotals } from './owner-totals';
export { averageRating, bookingRate, newest, adminStats, RECENT_LIST_SIZE, type AdminStats } from './admin-stats';
export { relativeTime } from './relative-time';
export { bookingsFromHotels, chooseDashboardBookings } from './booking-sources';
export { statusBadgeLook, type StatusTone, type StatusBadgeLook } from './status-tone';
