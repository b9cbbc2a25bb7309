import type { Role } from '../domain';

/** What the browser keeps of the signed-in user (the login response's `user`). */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  createdAt?: string;
}
