// The API as a Fastify plugin (mounted at /api by the site's web server) and as a stand-alone app.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { loadApiConfig, type ApiConfig } from './config';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import databasePlugin from './plugins/database';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import rateLimitPlugin from './plugins/rate-limit';
import validationPlugin from './plugins/validation';
import assetRoutes from './routes/assets';
import authRoutes from './routes/auth';
import bookingRoutes from './routes/bookings';
import clientErrorRoutes from './routes/client-errors';
import contactRoutes from './routes/contact';
import healthRoutes from './routes/health';
import hotelRoutes from './routes/hotels';
import newsletterRoutes from './routes/newsletter';
import userRoutes from './routes/users';

export { loadApiConfig, type ApiConfig } from './config';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts';

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
  await app.register(errorsPlugin);
  await app.register(validationPlugin);
  await app.register(databasePlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes);
  await app.register(assetRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(hotelRoutes, { prefix: '/hotels' });
  await app.register(bookingRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(clientErrorRoutes, { prefix: '/client-errors' });
};

/**
 * A Fastify instance with the API under /api, ready for `inject` or `listen`.
 * Tests pass e.g. `{ databaseUrl: 'memory://', logger: false, seed: 'none', jwtSecret }`.
 */
export async function buildApp(options: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  const config = loadApiConfig(process.env, options);
  const app = Fastify({ logger: config.logger === false ? false : { level: config.logger } });
  await app.register(apiPlugin, { ...config, prefix: '/api' });
  await app.ready();
  return app;
}
