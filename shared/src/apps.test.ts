import { appNames, apps, areas, DEV_API_PORT, devPortOffset, devPortsAt, isAppName } from './apps';
import { areaLabels, containerNames } from './areas';

describe('the app registry', () => {
  it('lists the shell and the four areas, in the order the site shows them', () => {
    expect(appNames).toEqual(['shell', 'public', 'customer', 'owner', 'admin']);
    expect(areas).toEqual(['public', 'customer', 'owner', 'admin']);
  });

  it('gives every app its own container, dev port and folder', () => {
    for (const field of ['container', 'devPort', 'folder'] as const) {
      expect(new Set(appNames.map((name) => apps[name][field])).size).toBe(appNames.length);
    }
  });

  it('names each app after its folder and workspace', () => {
    expect(apps.owner).toEqual({
      name: 'owner',
      workspace: '@ceylon/remote-owner',
      folder: 'remote-owner',
      container: 'remote_owner',
      devPort: 3103,
      entryFile: 'remoteEntry.js',
      label: 'Hotel owner area',
    });
    expect(apps.shell).toMatchObject({ workspace: '@ceylon/shell', container: 'shell', entryFile: 'index.html' });
  });

  it('gives the areas their container names and labels', () => {
    expect(containerNames).toEqual({ public: 'remote_public', customer: 'remote_customer', owner: 'remote_owner', admin: 'remote_admin' });
    expect(areaLabels.admin).toBe('Admin area');
  });

  it.each([
    ['admin', true],
    ['remote_admin', false],
    ['toString', false],
  ])('knows whether %p is an app', (name, known) => {
    expect(isAppName(name)).toBe(known);
  });
});

describe('the dev ports', () => {
  it('are the registry’s, and the API’s, without DEV_PORT_OFFSET', () => {
    expect(devPortOffset(undefined)).toBe(0);
    expect(devPortOffset(' ')).toBe(0);
    expect(devPortsAt(0)).toEqual({ shell: 3000, public: 3101, customer: 3102, owner: 3103, admin: 3104, api: DEV_API_PORT });
  });

  it('all move by DEV_PORT_OFFSET', () => {
    expect(devPortsAt(devPortOffset('20000'))).toEqual({
      shell: 23000,
      public: 23101,
      customer: 23102,
      owner: 23103,
      admin: 23104,
      api: 23001,
    });
  });

  it.each(['-1', '1.5', 'ten', '62432'])('refuse DEV_PORT_OFFSET=%s, naming the setting', (value) => {
    expect(() => devPortOffset(value)).toThrow(/^DEV_PORT_OFFSET must be a whole number from 0 to 62431/);
  });
});
