// The hotel a request may manage: its creator's, or any to an administrator. Shared by the routes
// of /api/hotels/:id/... that an owner runs (edit, bookings, closures, occupancy).
import type { FastifyRequest } from 'fastify';
import type { HotelRecord } from '../../repositories/hotels-repository';

/** The hotel, if the caller created it or is an administrator; throws 404 or 403 otherwise. */
export type Manageable = (request: FastifyRequest, id: string) => Promise<HotelRecord>;

export interface OwnerRouteOptions {
  manageable: Manageable;
}
