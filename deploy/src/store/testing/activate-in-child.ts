// Run by the store test as a separate process, to show the lock works across processes.
import { isAppName } from '../../apps';
import { openReleaseStore } from '../release-store';

const [root, app, version] = process.argv.slice(2);
if (!root || !app || !version || !isAppName(app)) throw new Error('usage: <root> <app> <version>');
openReleaseStore(root)
  .activate(app, version, `child ${process.pid}`)
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
