// A port already taken is said at start, in one line naming the setting that moves it, rather
// than as a server's EADDRINUSE stack trace after minutes of building.
import net from 'node:net';
import { PortTaken } from '@ceylon/api/port-taken';

/** Whether nothing listens on `port` (on any address: the servers listen on localhost or on all). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws PortTaken for the first of `ports` that is taken. */
export async function ensurePortsFree(ports: readonly { port: number; what: string }[], setting: string): Promise<void> {
  for (const { port, what } of ports) if (!(await isPortFree(port))) throw new PortTaken(port, { what, setting });
}
