import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, User } from '@ceylon/shared/domain';
import { resolveJwtSecret } from '../config';
import { forbidden, unauthorized } from '../http-errors';
import { createUsersRepository, toUser } from '../repositories/users-repository';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string };
  }
}

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid token of a live account is sent. */
    authenticate: AuthHook;
    /** onRequest hook: 401 without a valid token, 403 unless the account has one of the roles. */
    requireRole: (roles: readonly Role[], message: string) => AuthHook;
    signToken: (userId: string) => string;
  }
  interface FastifyRequest {
    /** The signed-in account, read fresh from the database on every request. */
    account: User | null;
  }
}

const ALGORITHM = 'HS256';

function jwtErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';
}

/** The signed-in account of a route behind `authenticate`. */
export function accountOf(request: FastifyRequest): User {
  if (!request.account) throw unauthorized();
  return request.account;
}

export default fp(
  async (app) => {
    await app.register(fastifyJwt, {
      secret: resolveJwtSecret(app.config),
      sign: { algorithm: ALGORITHM, expiresIn: app.config.jwtExpiresIn },
      verify: { algorithms: [ALGORITHM] },
    });
    const users = createUsersRepository(app.db);
    app.decorateRequest('account', null);

    const authenticate: AuthHook = async (request) => {
      let payload: { sub: string };
      try {
        payload = await request.jwtVerify<{ sub: string }>();
      } catch (error) {
        const code = jwtErrorCode(error);
        if (code === 'FST_JWT_NO_AUTHORIZATION_IN_HEADER') throw unauthorized();
        if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw unauthorized('Your session has expired, please log in again');
        throw unauthorized('Your session is not valid, please log in again');
      }
      // Read the account each time, so a deleted account or a changed role takes effect at once.
      const row = typeof payload.sub === 'string' ? await users.findById(payload.sub) : undefined;
      if (!row) throw unauthorized('Your account no longer exists');
      request.account = toUser(row);
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (roles: readonly Role[], message: string): AuthHook => async (request, reply) => {
      await authenticate(request, reply);
      if (!roles.includes(accountOf(request).role)) throw forbidden(message);
    });
    app.decorate('signToken', (userId: string) => app.jwt.sign({ sub: userId }));
  },
  { name: 'ceylon-auth', dependencies: ['ceylon-config', 'ceylon-database'] },
);
