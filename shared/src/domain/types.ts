// Entities and payloads of SPEC.md §3 as the API sends and receives them (DESIGN.md §4).

export type Role = 'user' | 'admin' | 'hotelOwner';
export const ROLES: readonly Role[] = ['user', 'admin', 'hotelOwner'];

export type BookingStatus = 'confirmed' | 'completed' | 'pending' | 'cancelled';
export const BOOKING_STATUSES: readonly BookingStatus[] = ['confirmed', 'completed', 'pending', 'cancelled'];

/** A calendar date, `YYYY-MM-DD`, in Sri Lanka time. */
export type IsoDate = string;

export interface PersonSummary {
  id: string;
  firstName: string;
  lastName: string;
}

export interface User extends PersonSummary {
  email: string;
  role: Role;
  createdAt: string;
}

export interface HotelSummary {
  id: string;
  title: string;
  location: string;
}

export interface Booking {
  id: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  hotelId: string;
  totalPrice: number;
  status?: BookingStatus;
  createdAt: string;
  hotel: HotelSummary;
  user: PersonSummary;
}

export interface Hotel extends HotelSummary {
  price: number;
  description: string;
  imageUrl: string;
  rating: number;
  bestSeller: boolean;
  rooms: number;
  creator: PersonSummary;
  createdAt: string;
  /** Present on the owner's list (`GET /api/hotels/my-hotels`). */
  bookings?: Booking[];
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  user: User;
  token: string;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface RegisterResponse {
  message: string;
  user: User;
}

export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactResponse {
  success: boolean;
  message: string;
}

export interface HotelInput {
  title: string;
  location: string;
  price: number;
  description?: string;
  imageUrl: string;
  rating: number;
  bestSeller?: boolean;
  rooms?: number;
}

export interface UserInput {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Required on create; empty or absent on edit keeps the current password. */
  password?: string;
}

export interface BookingRequest {
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  hotelId: string;
  /** Optional: the server computes the price and refuses a figure that differs. */
  totalPrice?: number;
}

export interface NewsletterRequest {
  email: string;
}

export interface ClientErrorReport {
  area: string;
  version?: string;
  url?: string;
  type: string;
  message: string;
}

/** Every error response of the API. */
export interface ApiErrorBody {
  message: string;
  field?: string;
}
