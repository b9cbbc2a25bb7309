import type { FederationOptions } from '@ceylon/shared/build';

// The shell compiles in no remote: it reads /remotes.json at start-up (DESIGN.md §2).
const config: FederationOptions = {
  name: 'shell',
  remotes: {},
};

export default config;
