import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { conflict, unauthorized } from '../../http-errors';
import { createUsersRepository, isUniqueViolation, toUser } from '../../repositories/users-repository';
import { errorResponses } from '../../schemas/entities';
import { LoginBody, LoginResponse, RegisterBody, RegisterResponse } from './schemas';

const INVALID_LOGIN = 'Invalid e-mail or password';

/** Attempts are counted per client address and e-mail, after the body is parsed. */
function attemptKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.toLowerCase() : ''}`;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: attemptKey };

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: RegisterBody, response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) } },
    },
    async (request, reply) => {
      const { firstName, lastName, email, password } = request.body;
      try {
        const row = await users.create({ firstName, lastName, email, role: 'user', passwordHash: await hashPassword(password) });
        return reply.status(201).send({ message: 'Registration successful', user: toUser(row) });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this e-mail already exists');
        throw error;
      }
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: LoginBody, response: { 200: LoginResponse, ...errorResponses(400, 401, 429) } },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await users.findByEmail(email.trim());
      // Unknown e-mail and wrong password: same work, same answer.
      const valid = await verifyPassword(row?.passwordHash, password);
      if (!row || !valid) throw unauthorized(INVALID_LOGIN);
      return { user: toUser(row), token: app.signToken(row.id) };
    },
  );
};

export default routes;
