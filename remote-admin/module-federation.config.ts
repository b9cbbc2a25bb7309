import { apps } from '@ceylon/shared/apps';
import type { FederationOptions } from '@ceylon/shared/build';
import { exposesOf } from '@ceylon/shell/route-table';

// Each page the shell's route table names is exposed on its own, so a visit fetches only that page.
const config: FederationOptions = {
  name: apps.admin.container,
  filename: apps.admin.entryFile,
  exposes: exposesOf('admin'),
};

export default config;
