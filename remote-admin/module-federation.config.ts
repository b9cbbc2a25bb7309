import { apps } from '@ceylon/shared/apps';
import type { FederationOptions } from '@ceylon/shared/build';

// Each page the shell's route table names is exposed on its own, so a visit fetches only that page.
const config: FederationOptions = {
  name: apps.admin.container,
  filename: apps.admin.entryFile,
  exposes: {
    './Dashboard': './src/pages/dashboard-page.tsx',
    './UserManagement': './src/pages/user-management-page.tsx',
    './HotelManagement': './src/pages/hotel-management-page.tsx',
    './Outbox': './src/pages/outbox-page.tsx',
  },
};

export default config;
