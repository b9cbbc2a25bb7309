// A port already taken is said in one line naming the setting that moves it, rather than as a
// server's EADDRINUSE stack trace. The API's own start and the web server (deploy) both listen so.
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

/** What a taken port is said with: what would have listened, the setting that moves it, and whose copy may hold it. */
export interface PortUse {
  what: string;
  setting: string;
  /** Another copy of this may hold the port (the site, the API). */
  copyOf?: string;
}

export class PortTaken extends Error {
  override name = 'PortTaken';
  constructor(port: number, { what, setting, copyOf = 'the site' }: PortUse) {
    super(`Port ${port} (${what}) is already in use, by another program or another copy of ${copyOf}: stop it, or set ${setting}.`);
  }
}

/** Whether `error` is a listen's EADDRINUSE. */
function isPortInUse(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'EADDRINUSE';
}

/** Listens as `options` say; on a taken port, closes `server` and throws PortTaken. */
export async function listenOrSayTaken(
  server: FastifyInstance,
  options: FastifyListenOptions & { port: number },
  use: PortUse,
): Promise<string> {
  try {
    return await server.listen(options);
  } catch (error) {
    if (!isPortInUse(error)) throw error;
    await server.close();
    throw new PortTaken(options.port, use);
  }
}
