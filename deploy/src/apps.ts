import path from 'node:path';
import { repoRoot } from './repo-root';

export const appNames = ['shell', 'public', 'customer', 'owner', 'admin'] as const;
export type AppName = (typeof appNames)[number];
export type RemoteName = Exclude<AppName, 'shell'>;
export const remoteNames: readonly RemoteName[] = ['public', 'customer', 'owner', 'admin'];

export interface AppInfo {
  name: AppName;
  /** The npm workspace, for `npm run <script> -w <workspace>`. */
  workspace: string;
  /** Folder under the repository root. */
  folder: string;
  /** Federation container name (DESIGN.md §2). */
  container: string;
  devPort: number;
  /** The file whose presence says a dist is complete enough to release. */
  entryFile: string;
}

export const apps: Record<AppName, AppInfo> = {
  shell: app('shell', 'shell', 'shell', 3000, 'index.html'),
  public: app('public', 'remote-public', 'remote_public', 3101, 'remoteEntry.js'),
  customer: app('customer', 'remote-customer', 'remote_customer', 3102, 'remoteEntry.js'),
  owner: app('owner', 'remote-owner', 'remote_owner', 3103, 'remoteEntry.js'),
  admin: app('admin', 'remote-admin', 'remote_admin', 3104, 'remoteEntry.js'),
};

function app(name: AppName, folder: string, container: string, devPort: number, entryFile: string): AppInfo {
  return { name, workspace: `@ceylon/${folder}`, folder, container, devPort, entryFile };
}

export function isAppName(value: string): value is AppName {
  return (appNames as readonly string[]).includes(value);
}

export function appDir(name: AppName, root = repoRoot): string {
  return path.join(root, apps[name].folder);
}

export function distDir(name: AppName, root = repoRoot): string {
  return path.join(appDir(name, root), 'dist');
}
