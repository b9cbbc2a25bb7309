import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, User } from '@ceylon/shared/domain';
import { createPasswordHasher, type PasswordHasher } from '../auth/passwords';
import { WorkLimiter } from '../auth/work-limiter';
import { resolveJwtSecret } from '../config';
import { forbidden, say, unauthorized, type Wording } from '../http-errors';
import { createSessionsRepository } from '../repositories/sessions-repository';
import { toUser } from '../repositories/users-repository';

/** What the API signs: the account (`sub`) and its server-side session (`sid`). */
interface TokenClaims {
  sub: string;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid token of a live session of a live account is sent. */
    authenticate: AuthHook;
    /** onRequest hook: 401 without a valid token, 403 unless the account has one of the roles. */
    requireRole: (roles: readonly Role[], message: Wording) => AuthHook;
    /** Starts a server-side session for the account and returns its token. */
    startSession: (userId: string) => Promise<string>;
    /** argon2 through this process's cap on concurrent hashing (config hashConcurrency/hashQueue). */
    passwords: PasswordHasher;
  }
  interface FastifyRequest {
    /** The signed-in account, read fresh from the database on every request. */
    account: User | null;
    /** The session of the token that signed this request in. */
    sessionId: string | null;
  }
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** `12h` → 43200 (the config schema guarantees the shape). */
export function lifetimeSeconds(expiresIn: string): number {
  const unit = expiresIn.slice(-1) as keyof typeof SECONDS_PER_UNIT;
  return Number(expiresIn.slice(0, -1)) * SECONDS_PER_UNIT[unit];
}

function jwtErrorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
}

/** A verified signature says nothing of the claims' shapes: anything unexpected is a bad token, never a 500. */
function readClaims(payload: unknown): TokenClaims | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { sub, sid, exp, iat } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid)) return undefined;
  // Without `exp` a token would be good for ever.
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  if (iat !== undefined && (typeof iat !== 'number' || !Number.isFinite(iat))) return undefined;
  return { sub, sid };
}

/** The refusal of a route only admins may call (`app.requireRole(['admin'], ADMINS_ONLY)`). */
export const ADMINS_ONLY: Wording = say('error.adminsOnly');
/** The refusal of a route only hotel owners and admins may call. */
export const OWNERS_ONLY: Wording = say('error.ownersOnly');

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
    const sessions = createSessionsRepository(app.db);
    const lifetime = lifetimeSeconds(app.config.jwtExpiresIn);
    app.decorateRequest('account', null);
    app.decorateRequest('sessionId', null);
    app.decorate('passwords', createPasswordHasher(new WorkLimiter(app.config.hashConcurrency, app.config.hashQueue)));

    const authenticate: AuthHook = async (request) => {
      let payload: unknown;
      try {
        payload = await request.jwtVerify();
      } catch (error) {
        const code = jwtErrorCode(error);
        if (code === 'FST_JWT_NO_AUTHORIZATION_IN_HEADER') throw unauthorized();
        if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw unauthorized(say('error.sessionExpired'));
        throw unauthorized(say('error.sessionInvalid'));
      }
      const claims = readClaims(payload);
      if (!claims) throw unauthorized(say('error.sessionInvalid'));
      // Read the account and its session each time, so a deleted account, a changed role or an
      // ended session takes effect at once.
      const found = await sessions.findAccount(claims.sub, claims.sid);
      if (!found) throw unauthorized(say('error.accountGone'));
      if (!found.sessionLive) throw unauthorized(say('error.sessionEnded'));
      request.account = toUser(found.user);
      request.sessionId = claims.sid;
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (roles: readonly Role[], message: Wording): AuthHook => async (request, reply) => {
      await authenticate(request, reply);
      if (!roles.includes(accountOf(request).role)) throw forbidden(message);
    });
    app.decorate('startSession', async (userId: string) => {
      const sid = await sessions.start(userId, lifetime);
      return app.jwt.sign({ sub: userId, sid });
    });
  },
  { name: 'ceylon-auth', dependencies: ['ceylon-config', 'ceylon-database'] },
);
