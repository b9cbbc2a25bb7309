import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { STATUS_CODES } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { logEachRequest, metricsPlugin, REQUEST_ID_LOG_LABEL, requestIdOptions } from '@ceylon/api';
import type { SendToApi } from '@ceylon/shell/server';
import { publishRoutes, type PublishOptions } from '../publish/publish-routes';
import { openReleaseStore, SERVER_RENDER_FALLBACK, type ReleaseStore, type RemoteOrigins, type StoreOptions } from '../store';
import { defaultCanaryAbort, type CanaryAbortSettings } from '../config';
import { browserIds } from './browser-id';
import { browserManifests } from './browser-manifest';
import { canaryMonitor } from './canary-monitor';
import { loadFailureLedger, type LedgerLimits } from './load-failure-ledger';
import { previewLinks } from './preview-links';
import { defaultServerRender, pageRenderer, type ServerRenderOptions } from './render/page-renderer';
import { remotesRoute } from './remotes-route';
import { releaseRoutes } from './release-routes';
import { siteSecurity, type SiteSecurity } from './security-headers';
import { registerSiteMetrics } from './site-metrics';
import { crawlerRoutes } from './seo/crawler-routes';
import { pageDescriber } from './seo/describe-page';
import { siteFacts } from './seo/site-facts';
import { shellRoutes } from './shell-routes';
import { vitalsRoute } from './vitals-route';

/** The API, mounted in-process under `/api`. Its plugin closes its own database in onClose. */
export interface ApiMount<Options extends object> {
  plugin: FastifyPluginAsync<Options>;
  options: Options;
}

export interface WebServerOptions<ApiOptions extends object> {
  storeRoot: string;
  /** Builds in S3 and state in PostgreSQL, shared with other servers (see config.ts); the folder alone by default. */
  storeOptions?: StoreOptions;
  api?: ApiMount<ApiOptions>;
  remoteOrigins?: RemoteOrigins;
  logger?: FastifyServerOptions['logger'];
  logRequests?: boolean;
  /** Longest one plugin (the API's database open) may take to start, in ms; 0 (the default) for no limit. */
  pluginTimeout?: number;
  /** Fastify's trustProxy, so `request.ip` is the client behind a reverse proxy; defaults to the API options' `trustProxy` (TRUST_PROXY). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Limits of the load-failure ledger (defaults in load-failure-ledger.ts); tests shorten them. */
  ledgerLimits?: LedgerLimits;
  /** Other origins hotel images may come from (IMAGE_ORIGINS): allowed by the pages' CSP. */
  imageOrigins?: string[];
  /** Served only over HTTPS (HSTS=true): send HSTS. */
  hsts?: boolean;
  /**
   * A certificate and its key (TLS_CERT_FILE, TLS_KEY_FILE): the server speaks HTTPS itself, HTTP/2
   * to browsers that offer it and HTTP/1.1 to the rest. Without it, plain HTTP (behind a proxy that
   * ends TLS, or on a developer's machine).
   */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** `PUT /releases/<app>` (RELEASE_TOKENS); without tokens publishing over HTTP is off. */
  publish?: PublishOptions;
  /** The site's public address (SITE_URL) for canonical URLs, share cards and the sitemap; never the Host header. */
  siteUrl?: string;
  /**
   * Pages rendered on the server (render/page-renderer.ts): the CLIs pass the SSR settings, on by
   * default there; a server built without them leaves every page to the browser, and reuses no
   * answer (SSR_CACHE_MS) for page heads or the sitemap.
   */
  serverRender?: ServerRenderOptions;
  /** When the server aborts a canary itself (defaults in config.ts); `checkEveryMs` 0 leaves only the checks after each failure. */
  canary?: { abort?: CanaryAbortSettings; checkEveryMs?: number };
  /** The API's METRICS_TOKEN: GET /metrics answers a scraper bearing it; without it, /metrics is not served (404). */
  metricsToken?: string;
}

/** The whole site on one server; returned unstarted so tests can use `inject`. */
export async function buildWebServer<ApiOptions extends object>(options: WebServerOptions<ApiOptions>) {
  const store = openReleaseStore(options.storeRoot, options.storeOptions);
  const security = siteSecurity({
    remoteOrigins: Object.values(options.remoteOrigins ?? {}),
    imageOrigins: options.imageOrigins,
    hsts: options.hsts,
  });
  const logger = options.logger ?? false;
  const serverOptions = {
    // Fastify's default 10 s fails start-up while PGlite initialises on a loaded machine.
    pluginTimeout: options.pluginTimeout ?? 0,
    trustProxy: options.trustProxy ?? trustProxyOf(options.api?.options),
    // With LOG_REQUESTS, one line per request (logEachRequest) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    ...requestIdOptions,
  };
  const frameworkErrors = (error: FastifyError, reply: FastifyReply) => void answerFrameworkError(error, reply, security);
  const app = options.tls
    ? // One connection carries every file of a page (a federated page has a few more than one
      // bundle would). Every route here goes through Fastify's request and reply, which are the same
      // over HTTP/2's compatibility layer, so the instance is typed as the HTTP/1.1 one.
      (Fastify({
        ...serverOptions,
        logger: logger as FastifyHttp2SecureOptions<Http2SecureServer>['logger'],
        http2: true,
        https: { allowHTTP1: true, ...options.tls },
        frameworkErrors: (error, _request, reply) => frameworkErrors(error, reply as unknown as FastifyReply),
      }) as unknown as FastifyInstance)
    : Fastify({ ...serverOptions, logger, frameworkErrors: (error, _request, reply) => frameworkErrors(error, reply) });

  if (options.logRequests === true) logEachRequest(app);
  security.register(app);
  answerErrorsAsOurOwn(app);
  // Before the API and every other route, so its hooks time them all and give each its X-Request-Id.
  await app.register(metricsPlugin, { token: options.metricsToken });
  const siteMetrics = registerSiteMetrics(app.metrics, store);

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  app.addHook('onClose', async () => store.close());
  const secret = await store.browserIdSecret();
  await browserIds(app, { secret, issueOn: isPageOrManifest });
  const monitor = canaryMonitor(
    store,
    { abort: options.canary?.abort ?? defaultCanaryAbort, checkEveryMs: options.canary?.checkEveryMs },
    app.log,
  );
  app.addHook('onClose', async () => monitor.stop());
  // Added before the API is registered, so the API's routes inherit the hook.
  loadFailureLedger(app, store, options.ledgerLimits, () => void monitor.check());
  const previews = previewLinks(app, store, secret);
  const dataVersion = countApiWrites(app);
  // Registered before @fastify/static, so an API that brings its own copy cannot clash over sendFile.
  if (options.api) await app.register(options.api.plugin, { ...options.api.options, prefix: '/api' });
  await app.register(fastifyStatic, { serve: false });

  // The page carries the same per-browser manifest as /remotes.json (browser-manifest.ts): one
  // source for both, so what it remembers (which fallbacks fit the shell) is worked out once.
  const manifestFor = browserManifests({ store, origins: options.remoteOrigins, monitor, previewOf: previews.previewOf });
  await app.register(remotesRoute(manifestFor));
  await app.register(releaseRoutes(store));
  await app.register(publishRoutes(store, options.publish ?? { tokens: {} }));
  await app.register(vitalsRoute(store));
  const serverRender = options.serverRender ?? { ...defaultServerRender, enabled: false, cacheMs: 0 };
  const facts = siteFacts(app, options.siteUrl ?? defaultSiteUrl, { ttlMs: serverRender.cacheMs ?? 0, dataVersion });
  await app.register(crawlerRoutes(facts));
  const onFallback = serverRender.onFallback ?? serverRenderLedger(store, app.log);
  const renderer = pageRenderer(
    store,
    {
      dataVersion,
      ...serverRender,
      onFallback: (fallback) => {
        siteMetrics.fellBack(fallback);
        onFallback(fallback);
      },
      onRendered: (render) => siteMetrics.rendered(render),
    },
    app.log,
    injectApi(app),
  );
  app.addHook('onReady', async () => {
    void renderer.warm();
  });
  await app.register(shellRoutes(store, security, manifestFor, pageDescriber(facts), renderer, facts.siteUrl));
  return app;
}

/**
 * A URL the router cannot read (`/%ZZ`) is answered before any hook runs, so the headers (and the
 * request id) are added here; Fastify's own answer would echo the URL and name its internals.
 */
function answerFrameworkError(error: FastifyError, reply: FastifyReply, security: SiteSecurity) {
  security.applyTo(reply);
  void reply.header('x-request-id', reply.request.id);
  const status = error.statusCode ?? 400;
  if (status >= 500) reply.log.error({ err: error }, 'Request failed');
  const message = status >= 500 ? serverFault : status === 414 ? 'The address is too long' : 'The address is not valid';
  return reply.code(status).send({ message });
}

// What a server started without SITE_URL is reached at on a developer's machine (deploy/src/config.ts's default).
const defaultSiteUrl = 'http://localhost:8080';

const serverFault = 'Something went wrong on our side, please try again later';

/**
 * Errors and misses outside the API (which answers its own) leave as `{ message }` in our words:
 * never Fastify's codes, the URL or a stack.
 */
function answerErrorsAsOurOwn(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Request failed');
      return reply.code(500).send({ message: serverFault });
    }
    return reply.code(status).send({ message: STATUS_CODES[status] ?? 'Bad request' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
}

/**
 * Browsers get their id with the page or the release manifest: every visit loads one of them first.
 * A not-found page counts: the shell runs there too, and its load failures are reported.
 */
function isPageOrManifest(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 404)) return false;
  return request.url.split('?')[0] === '/remotes.json' || String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * Writes server-render fallbacks to the store's ledger, where `npm run releases` counts them per
 * version: one line per app version a minute at most, so a broken build under load writes a few
 * lines, not one per page.
 */
function serverRenderLedger(store: ReleaseStore, log: FastifyBaseLogger) {
  const lastWritten = new Map<string, number>();
  return ({ app, version, path, reason }: { app: string; version: string; path: string; reason: string }) => {
    const key = `${app} ${version}`;
    const now = Date.now();
    if (now - (lastWritten.get(key) ?? -Infinity) < 60_000) return;
    lastWritten.set(key, now);
    const line = {
      area: app,
      version,
      type: SERVER_RENDER_FALLBACK,
      url: path,
      message: reason.slice(0, 300),
      at: new Date(now).toISOString(),
    };
    store.appendLoadFailure(line).catch((error: unknown) => log.error({ err: error }, 'Could not record a server-render fallback'));
  };
}

/**
 * Counts the writes through this server's API (any method but GET, HEAD and OPTIONS), once each is
 * answered: a page rendered before one is not reused (render/render-cache.ts). Added before the API
 * is registered, so its routes inherit the hook.
 */
function countApiWrites(app: FastifyInstance): () => number {
  let writes = 0;
  app.addHook('onResponse', async (request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && request.url.startsWith('/api/')) writes += 1;
  });
  return () => writes;
}

/** The pages' reads on the server, answered by this server's own routes in-process: no socket, no visitor's cookies. */
function injectApi(app: FastifyInstance): SendToApi {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body }) });
    return { status: response.statusCode, headers: response.headers, body: response.payload };
  };
}

/** The API's TRUST_PROXY (true, a hop count or a list of proxies): request.ip is read by this server. */
function trustProxyOf(apiOptions: object | undefined): FastifyServerOptions['trustProxy'] {
  const setting: unknown = apiOptions && 'trustProxy' in apiOptions ? apiOptions.trustProxy : false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return typeof setting === 'boolean' || typeof setting === 'string' ? setting : false;
}
