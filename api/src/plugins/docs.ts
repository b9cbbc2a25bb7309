import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** The OpenAPI document, built from the route schemas, and a browsable page at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Ceylon Stays API',
          version: '1.0.0',
          description: 'Hotels across Sri Lanka, bookings and accounts. Dates are Asia/Colombo calendar dates.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'ceylon-docs' },
);
