import path from 'node:path';
import { apps, type AppName } from '@ceylon/shared/apps';
import { repoRoot } from './repo-root';

// The registry itself is @ceylon/shared's, read by the build too; deploy adds where things are on disk.
export { appNames, apps, areas, isAppName, type AppInfo, type AppName, type Area } from '@ceylon/shared/apps';

export function appDir(name: AppName, root = repoRoot): string {
  return path.join(root, apps[name].folder);
}

export function distDir(name: AppName, root = repoRoot): string {
  return path.join(appDir(name, root), 'dist');
}
