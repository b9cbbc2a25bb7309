import { apps } from '@ceylon/shared/apps';
import type { FederationOptions } from '@ceylon/shared/build';
import { exposesOf } from '@ceylon/shell/route-table';

// Each page the shell's route table names is exposed on its own, so a visit fetches only that page.
const config: FederationOptions = {
  name: apps.owner.container,
  filename: apps.owner.entryFile,
  exposes: exposesOf('owner'),
};

export default config;
