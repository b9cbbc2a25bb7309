// The people of the role tests: a visitor, two customers, two owners and the demo admin.
import type { FastifyInstance } from 'fastify';
import type { Hotel, Role, User } from '@ceylon/shared/domain';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { call } from './test-app';

export interface Actor {
  user: User;
  token: string;
  /** So a test can open another session of the same person (e.g. to log one out). */
  password: string;
}

export interface Actors {
  admin: Actor;
  customerA: Actor;
  customerB: Actor;
  ownerA: Actor;
  ownerB: Actor;
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<Actor> {
  const response = await call(app, 'POST', '/api/auth/login', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
  return { ...response.json<Omit<Actor, 'password'>>(), password };
}

export async function loginDemo(app: FastifyInstance, role: Role): Promise<Actor> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo ${role}`);
  return login(app, account.email, account.password);
}

let counter = 0;

/** A new account made by the admin through the API, logged in. */
export async function createActor(app: FastifyInstance, admin: Actor, role: Role, firstName: string): Promise<Actor> {
  counter += 1;
  const email = `${firstName.toLowerCase()}.${counter}.${Date.now()}@example.com`;
  const password = `Secret#${counter}pass`;
  const response = await call(app, 'POST', '/api/users', {
    token: admin.token,
    body: { firstName, lastName: 'Tester', email, role, password },
  });
  if (response.statusCode !== 201) throw new Error(`Creating ${role} failed: ${response.body}`);
  return login(app, email, password);
}

export async function createActors(app: FastifyInstance): Promise<Actors> {
  const admin = await loginDemo(app, 'admin');
  const [customerA, customerB, ownerA, ownerB] = await Promise.all([
    createActor(app, admin, 'user', 'Amara'),
    createActor(app, admin, 'user', 'Bandara'),
    createActor(app, admin, 'hotelOwner', 'Chathura'),
    createActor(app, admin, 'hotelOwner', 'Dilani'),
  ]);
  return { admin, customerA, customerB, ownerA, ownerB };
}

export const NEW_HOTEL = {
  title: 'Test Lagoon Hotel',
  location: 'Negombo',
  price: 100,
  description: 'A hotel made by a test',
  imageUrl: '/api/assets/hotels/colombo.svg',
  rating: 4.2,
  bestSeller: false,
};

export async function createHotel(
  app: FastifyInstance,
  owner: Actor,
  fields: Partial<typeof NEW_HOTEL> & { rooms?: number } = {},
): Promise<Hotel> {
  const response = await call(app, 'POST', '/api/hotels', { token: owner.token, body: { ...NEW_HOTEL, ...fields } });
  if (response.statusCode !== 201) throw new Error(`Creating a hotel failed: ${response.body}`);
  return response.json<Hotel>();
}
