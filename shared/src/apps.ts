// The site's apps, written once: the build, deploy, the dev servers and the pages all read this.
// Pure data (no Node imports), so the browser bundles may read it too.

interface AppFacts {
  /** Folder under the repository root; the npm workspace is `@ceylon/<folder>`. */
  folder: string;
  /** Federation container name, as `/remotes.json` registers it and `loadRemote` addresses it. */
  container: string;
  /** Port of the app's own dev server (`npm run dev`). */
  devPort: number;
  /** The file whose presence says a dist is complete enough to release. */
  entryFile: string;
  /** What the app is called on the page. */
  label: string;
}

const appFacts = {
  shell: { folder: 'shell', container: 'shell', devPort: 3000, entryFile: 'index.html', label: 'Site shell' },
  public: { folder: 'remote-public', container: 'remote_public', devPort: 3101, entryFile: 'remoteEntry.js', label: 'Public site' },
  customer: { folder: 'remote-customer', container: 'remote_customer', devPort: 3102, entryFile: 'remoteEntry.js', label: 'Customer area' },
  owner: { folder: 'remote-owner', container: 'remote_owner', devPort: 3103, entryFile: 'remoteEntry.js', label: 'Hotel owner area' },
  admin: { folder: 'remote-admin', container: 'remote_admin', devPort: 3104, entryFile: 'remoteEntry.js', label: 'Admin area' },
} as const satisfies Record<string, AppFacts>;

export type AppName = keyof typeof appFacts;

export interface AppInfo extends AppFacts {
  name: AppName;
  /** The npm workspace, for `npm run <script> -w <workspace>`. */
  workspace: string;
}

/** Every app, the shell first, then the areas in the order the site lists them. */
export const appNames = Object.keys(appFacts) as readonly AppName[];

export const apps = Object.fromEntries(
  appNames.map((name) => [name, { name, workspace: `@ceylon/${appFacts[name].folder}`, ...appFacts[name] }]),
) as { [Name in AppName]: AppInfo & (typeof appFacts)[Name] };

/** The site's federated areas: every app but the shell. */
export type Area = Exclude<AppName, 'shell'>;

export const areas: readonly Area[] = appNames.filter((name): name is Area => name !== 'shell');

export function isAppName(value: string): value is AppName {
  return Object.hasOwn(appFacts, value);
}

/** The API's port under `npm run dev`; the dev servers proxy `/api` to it. */
export const DEV_API_PORT = 3001;

/** The highest dev port: DEV_PORT_OFFSET may move the ports up by at most 65535 minus this. */
const highestDevPort = Math.max(DEV_API_PORT, ...appNames.map((name) => appFacts[name].devPort));

/**
 * DEV_PORT_OFFSET, checked: added to every dev port (the apps' and the API's), so that a second
 * `npm run dev` (a test run beside a developer's site) gets ports of its own. Given as a value:
 * the Node code that uses the ports (the dev command, the dev servers' config) reads the variable.
 */
export function devPortOffset(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 65535 - highestDevPort) {
    throw new Error(`DEV_PORT_OFFSET must be a whole number from 0 to ${65535 - highestDevPort}, not "${value}".`);
  }
  return offset;
}

/** Every dev port moved by `offset` (devPortOffset): each app's, and the API's as `api`. */
export function devPortsAt(offset: number): Record<AppName | 'api', number> {
  return {
    ...(Object.fromEntries(appNames.map((name) => [name, appFacts[name].devPort + offset])) as Record<AppName, number>),
    api: DEV_API_PORT + offset,
  };
}
