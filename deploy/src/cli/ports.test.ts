// A port already taken stops `npm start` and `npm run dev` at once, with one plain line naming the
// port and the setting that moves it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devPortsAt } from '@ceylon/shared/apps';
import { isPortFree } from './ports';

const tsx = require.resolve('tsx/cli');

/** Runs a deploy command as a developer would; resolves with its exit code and output. */
function command(name: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, path.join(__dirname, `${name}.ts`)],
      { env: { ...process.env, NO_COLOR: '1', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** Holds a free port (one of a few tried) until released. */
async function holdPort(candidates: () => number): Promise<{ port: number; release: () => Promise<void> }> {
  for (;;) {
    const port = candidates();
    const server = net.createServer();
    const held = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, () => resolve(true));
    });
    if (held) return { port, release: () => new Promise((resolve) => server.close(() => resolve())) };
  }
}

const somewhere = () => 10_000 + Math.floor(Math.random() * 20_000);

it('tells a taken port from a free one', async () => {
  const held = await holdPort(somewhere);
  try {
    expect(await isPortFree(held.port)).toBe(false);
  } finally {
    await held.release();
  }
  expect(await isPortFree(held.port)).toBe(true);
});

it('npm start names the port and PORT, before building anything', async () => {
  const held = await holdPort(somewhere);
  const store = await mkdtemp(path.join(tmpdir(), 'ports-'));
  try {
    const { code, stderr } = await command('start', { PORT: String(held.port), RELEASES_DIR: store });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `✖ Port ${held.port} (the site) is already in use, by another program or another copy of the site: stop it, or set PORT to use another.`,
    );
  } finally {
    await held.release();
    await rm(store, { recursive: true, force: true });
  }
});

it('npm run dev names the port and DEV_PORT_OFFSET, before starting anything', async () => {
  let offset = 0;
  const held = await holdPort(() => {
    offset = 7_000 + Math.floor(Math.random() * 20_000);
    return devPortsAt(offset).customer;
  });
  try {
    const { code, stdout, stderr } = await command('dev', { DEV_PORT_OFFSET: String(offset) });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `✖ Port ${held.port} (customer's dev server) is already in use, by another program or another copy of the site: stop it, or set DEV_PORT_OFFSET=<n> to move every dev port by n.`,
    );
    expect(stdout).not.toContain('starting');
  } finally {
    await held.release();
  }
});
