import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { openReleaseStore, type RemoteOrigins } from '../store';
import { cacheControl } from './file-policy';
import { loadFailureLedger } from './load-failure-ledger';
import { releaseRoutes } from './release-routes';
import { shellRoutes } from './shell-routes';

/** The API, mounted in-process under `/api`. Its plugin closes its own database in onClose. */
export interface ApiMount<Options extends object> {
  plugin: FastifyPluginAsync<Options>;
  options: Options;
}

export interface WebServerOptions<ApiOptions extends object> {
  storeRoot: string;
  api?: ApiMount<ApiOptions>;
  remoteOrigins?: RemoteOrigins;
  logger?: FastifyServerOptions['logger'];
  logRequests?: boolean;
}

/** The whole site on one server; returned unstarted so tests can use `inject`. */
export async function buildWebServer<ApiOptions extends object>(options: WebServerOptions<ApiOptions>) {
  const store = openReleaseStore(options.storeRoot);
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: options.logRequests !== true }),
  });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  // Added before the API is registered, so the API's routes inherit the hook.
  loadFailureLedger(app, store);
  // Registered before @fastify/static, so an API that brings its own copy cannot clash over sendFile.
  if (options.api) await app.register(options.api.plugin, { ...options.api.options, prefix: '/api' });
  await app.register(fastifyStatic, { serve: false });

  app.get('/remotes.json', async (_request, reply) => {
    const manifest = await store.remotesManifest(options.remoteOrigins);
    return reply.header('cache-control', cacheControl.revalidate).send(manifest);
  });
  await app.register(releaseRoutes(store));
  await app.register(shellRoutes(store));
  return app;
}
