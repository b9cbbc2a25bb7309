// A command's children are stopped with everything under them, and killed when they will not stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { groupAlive, stopGroups } from './process-groups';

const posix = process.platform === 'win32' ? describe.skip : describe;

/** A shell in a group of its own, with two more processes under it. */
function group(script: string): ChildProcess {
  return spawn('sh', ['-c', `${script}; sleep 600 & sleep 600 & wait`], { detached: true, stdio: 'ignore' });
}

posix('stopGroups', () => {
  it('stops every process of each child’s group', async () => {
    const children = [group('true'), group('true')];
    for (const child of children) expect(groupAlive(child.pid ?? 0)).toBe(true);
    await stopGroups(children, 10_000);
    for (const child of children) expect(groupAlive(child.pid ?? 0)).toBe(false);
  });

  it('kills a group that ignores SIGTERM', async () => {
    const stubborn = group("trap '' TERM");
    await stopGroups([stubborn], 200);
    expect(groupAlive(stubborn.pid ?? 0)).toBe(false);
  });
});
