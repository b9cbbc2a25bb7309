import { apps } from '@ceylon/shared/apps';
import type { FederationOptions } from '@ceylon/shared/build';

// The shell compiles in no remote: it reads /remotes.json at start-up (docs/decisions/0001).
const config: FederationOptions = {
  name: apps.shell.container,
  remotes: {},
};

export default config;
