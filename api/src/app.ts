// The API as a Fastify plugin (mounted at /api by the site's web server) and as a stand-alone app.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { loadApiConfig, type ApiConfig } from './config';
import { logEachRequest } from './logging/log-format';
import { loggerOptions } from './logging/redaction';
import metricsPlugin from './metrics/metrics-plugin';
import { REQUEST_ID_LOG_LABEL, requestIdOptions } from './metrics/request-id';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import databasePlugin from './plugins/database';
import docsPlugin from './plugins/docs';
import errorsPlugin, { errorBody } from './plugins/errors';
import mailOutboxPlugin from './mail/outbox-plugin';
import calendarSyncPlugin from './calendar-sync/sync-plugin';
import photoStorePlugin from './plugins/photo-store';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import validationPlugin from './plugins/validation';
import languagePlugin, { requestLanguage } from './plugins/language';
import { say } from './http-errors';
import accountRoutes from './routes/account';
import adminOutboxRoutes from './routes/admin-outbox';
import assetRoutes from './routes/assets';
import authRoutes from './routes/auth';
import bookingRoutes from './routes/bookings';
import calendarRoutes from './routes/calendar';
import dashboardRoutes from './routes/dashboard';
import promotionRoutes from './routes/promotions';
import exchangeRateRoutes from './routes/exchange-rates';
import clientErrorRoutes from './routes/client-errors';
import contactRoutes from './routes/contact';
import destinationRoutes from './routes/destinations';
import healthRoutes from './routes/health';
import hotelRoutes from './routes/hotels';
import newsletterRoutes from './routes/newsletter';
import photoRoutes from './routes/photos';
import reviewRoutes from './routes/reviews';
import sitemapRoutes from './routes/sitemap';
import userRoutes from './routes/users';
import { toFastifyTrustProxy } from './trust-proxy';

export { embeddedDataOf, type EmbeddedData, type EmbeddedDataSnapshot } from './backup/embedded-data';
export { dataFolderFromSnapshot, SnapshotRefused, type RestoredDataFolder } from './backup/restore-data-folder';
export { loadApiConfig, type ApiConfig } from './config';
export { PHOTO_KEY_PATTERN } from './storage/photo-store';
export { toFastifyTrustProxy } from './trust-proxy';
export { LOG_REDACTION, loggerOptions, safeError } from './logging/redaction';
export { logEachRequest } from './logging/log-format';
export { default as metricsPlugin, type MetricsOptions } from './metrics/metrics-plugin';
export { REQUEST_ID_LOG_LABEL, requestIdOptions } from './metrics/request-id';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts';
export { stopOnSignals } from './stopping/graceful-stop';

/**
 * Every API route, relative to where it is mounted (use `{ prefix: '/api' }`). Deliberately not
 * wrapped in fastify-plugin: its error handler, validator, JSON parser and decorators stay inside.
 * Options override the environment, e.g. `{ databaseUrl: 'memory://', logger: false, seed: 'none' }`
 * (see ApiConfig); the database and its pool are closed when the host instance closes.
 */
export const apiPlugin: FastifyPluginAsync<Partial<ApiConfig>> = async (instance, options) => {
  const config = loadApiConfig(process.env, options);
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(securityHeadersPlugin);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(validationPlugin);
  await app.register(photoStorePlugin);
  await app.register(databasePlugin);
  await app.register(mailOutboxPlugin);
  await app.register(calendarSyncPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes);
  await app.register(assetRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(hotelRoutes, { prefix: '/hotels' });
  await app.register(sitemapRoutes);
  await app.register(destinationRoutes, { prefix: '/destinations' });
  await app.register(bookingRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(clientErrorRoutes, { prefix: '/client-errors' });
  await app.register(reviewRoutes);
  await app.register(photoRoutes);
  await app.register(adminOutboxRoutes, { prefix: '/admin' });
  await app.register(calendarRoutes, { prefix: '/calendar' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(promotionRoutes, { prefix: '/promotions' });
  await app.register(exchangeRateRoutes, { prefix: '/exchange-rates' });
};

/**
 * A Fastify instance with the API under /api and GET /metrics (see metrics-plugin.ts), ready for `inject` or `listen`.
 * Tests pass e.g. `{ databaseUrl: 'memory://', logger: false, seed: 'none', jwtSecret }`.
 */
export async function buildApp(options: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  const config = loadApiConfig(process.env, options);
  const app = Fastify({
    logger: config.logger === false ? false : loggerOptions(config.logger, config.logFormat),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // Fastify's default 10 s for each plugin fails start-up while PGlite initialises on a loaded machine.
    pluginTimeout: config.startupTimeoutMs,
    ...requestIdOptions,
    // One line per request (logEachRequest) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    // A URL the router cannot decode (`/api/%ZZ`): Fastify's own answer echoes it and names its code.
    // Answered before any hook runs, so the request id is echoed here.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      void reply
        .code(400)
        .header('x-request-id', request.id)
        .send(errorBody(request, say('error.badAddress')(requestLanguage(request))));
    },
  });
  logEachRequest(app);
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(apiPlugin, { ...config, prefix: '/api' });
  await app.ready();
  return app;
}
