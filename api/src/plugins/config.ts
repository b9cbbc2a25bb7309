import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
  }
}

/** Makes the validated configuration (see loadApiConfig) available as `app.config`. */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'ceylon-config' },
);
