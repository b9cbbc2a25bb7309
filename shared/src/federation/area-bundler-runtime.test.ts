import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { RUNTIME_HANDOVER_GLOBAL, type RuntimeHandover } from './runtime-handover';

// Decision 0017: a production area's container runs on what the shell hands over. Its `init` is its
// own: the shell's would also make the area's instance the one the shell's `loadRemote` uses.

interface FakeInstance {
  options: { name: string; version?: string; id?: string };
  initOptions: jest.Mock;
}

function handOver(instances: FakeInstance[]) {
  const shellInit = jest.fn();
  const createInstance = jest.fn((options: FakeInstance['options']) => {
    const instance: FakeInstance = { options, initOptions: jest.fn() };
    instances.push(instance);
    return instance;
  });
  const getInstance = jest.fn((finder: (instance: FakeInstance) => boolean) => instances.find(finder) ?? null);
  const consumes = jest.fn();
  const handover = {
    runtime: { init: shellInit, createInstance, getInstance, getRemoteEntry: jest.fn() },
    bundlerRuntime: { consumes, init: jest.fn(), S: { shell: true } },
    attachShareScopeMap: jest.fn(),
  } as unknown as RuntimeHandover;
  Object.assign(globalThis, { [RUNTIME_HANDOVER_GLOBAL]: handover });
  return { shellInit, createInstance, consumes };
}

/** The module as an area's entry runs it: once, reading the handover present at that moment. */
function loadAreaRuntime(): Federation {
  let federation: Federation | undefined;
  jest.isolateModules(() => {
    federation = jest.requireActual<{ default: Federation }>('./area-bundler-runtime').default;
  });
  if (!federation) throw new Error('not loaded');
  return federation;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[RUNTIME_HANDOVER_GLOBAL];
});

test('the area’s container gets the shell’s functions, with a share-scope slot of its own', () => {
  const { consumes } = handOver([]);
  const federation = loadAreaRuntime();
  expect(federation.bundlerRuntime?.consumes).toBe(consumes);
  expect(federation.bundlerRuntime?.S).toEqual({});
  expect(federation.instance).toBeUndefined();
});

test('its init creates the area’s own instance without the shell’s init, and finds it again', () => {
  const instances: FakeInstance[] = [{ options: { name: 'shell' }, initOptions: jest.fn() }];
  const { shellInit, createInstance } = handOver(instances);
  const federation = loadAreaRuntime();
  const init = federation.runtime!.init as unknown as (options: { name: string }) => FakeInstance;

  const created = init({ name: 'remote_public' });
  expect(createInstance).toHaveBeenCalledWith({ name: 'remote_public', id: '' });
  expect(created.options.name).toBe('remote_public');

  const again = init({ name: 'remote_public' });
  expect(again).toBe(created);
  expect(created.initOptions).toHaveBeenCalledWith({ name: 'remote_public', id: '' });
  expect(createInstance).toHaveBeenCalledTimes(1);
  expect(shellInit).not.toHaveBeenCalled();
});

test('a page without the shell’s runtime says so when the area’s entry runs', () => {
  expect(() => loadAreaRuntime()).toThrow('This area runs on the federation runtime of the shell, and the page has none.');
});
