import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppName } from '../apps';
import { isVersion, type ReleaseStore } from '../store';
import { decodePath, findStoredFile, sendStoredFile } from './stored-file';

/**
 * `/releases/<app>/<version>/<file>`: every stored version stays reachable, so a browser that
 * loaded an older release keeps working after an activation or a rollback.
 */
export function releaseRoutes(store: ReleaseStore) {
  return async function routes(app: FastifyInstance) {
    // Stored versions never change, so "this one exists" can be remembered; misses are re-checked.
    const knownVersions = new Set<string>();

    app.get<{ Params: { app: string; version: string; '*': string } }>('/releases/:app/:version/*', async (request, reply) => {
      const { app: appName, version } = request.params;
      const file = decodePath(request.params['*']);
      if (!isAppName(appName) || !isVersion(version) || file === null) return notFound(reply);
      const key = `${appName}/${version}`;
      if (!knownVersions.has(key)) {
        if (!(await store.readReleaseInfo(appName, version))) return notFound(reply);
        knownVersions.add(key);
      }
      const dir = store.versionDir(appName, version);
      const found = await findStoredFile(dir, file);
      if (found === null) return notFound(reply);
      // Cross-origin topology: areas may be loaded from another origin than the page's.
      return sendStoredFile(reply, dir, found, crossOrigin);
    });
  };
}

const crossOrigin = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

function notFound(reply: FastifyReply) {
  return reply.code(404).headers(crossOrigin).send({ message: 'Not found' });
}
