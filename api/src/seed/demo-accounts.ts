// The three demo accounts, printed at start-up and listed in the README ("Run it") and api/README.md.
import type { Role } from '@ceylon/shared/domain';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@ceylon.test', password: 'Admin#2025', role: 'admin', firstName: 'Ada', lastName: 'Perera' },
  { email: 'owner@ceylon.test', password: 'Owner#2025', role: 'hotelOwner', firstName: 'Kamal', lastName: 'Fernando' },
  { email: 'guest@ceylon.test', password: 'Guest#2025', role: 'user', firstName: 'Nimal', lastName: 'Silva' },
];
