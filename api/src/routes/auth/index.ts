import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBody, LoginResponseSchema, MessageSchema, RegisterBody, RegisterResponseSchema } from '@ceylon/shared/contracts';
import { createLoginThrottle, withHashing } from '../../auth/login-throttle';
import { passwordProblem } from '../../auth/password-policy';
import { accountOf } from '../../plugins/auth';
import { badRequest, conflict, say, unauthorized } from '../../http-errors';
import { createUsersRepository, isUniqueViolation, toUser } from '../../repositories/users-repository';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { errorResponses } from '../../schemas/error-responses';
import passwordResetRoutes from './password-reset';

const INVALID_LOGIN = say('error.invalidLogin');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const sessions = createSessionsRepository(app.db);
  const throttle = createLoginThrottle(app);

  app.post(
    '/register',
    {
      config: { rateLimit: throttle.routeLimit },
      preHandler: throttle.addressLimit,
      schema: {
        operationId: 'register',
        summary: 'Create a customer account',
        description: "Registration always makes a customer; the password must pass the site's policy.",
        tags: ['auth'],
        body: RegisterBody,
        response: { 201: RegisterResponseSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, password, language } = request.body;
      const problem = passwordProblem(password, { firstName, lastName, email });
      if (problem) throw badRequest('password', problem);
      try {
        const passwordHash = await withHashing(reply, () => app.passwords.hash(password));
        const row = await users.create({ firstName, lastName, email, role: 'user', passwordHash, language });
        return reply.status(201).send({ message: 'Registration successful', user: toUser(row) });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(say('error.emailTaken'));
        throw error;
      }
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: throttle.routeLimit },
      preHandler: throttle.addressLimit,
      schema: {
        operationId: 'login',
        summary: 'Sign in',
        description:
          'Answers the account and a bearer token for the other routes. Repeated failures make the account wait longer each time.',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { password } = request.body;
      const email = await throttle.beginLogin(request.body.email, reply);
      const row = await users.findByEmail(email);
      // Unknown e-mail and wrong password: same work, same answer.
      const valid = await withHashing(reply, () => app.passwords.verify(row?.passwordHash, password));
      if (!row || !valid) {
        await throttle.failed(email);
        throw unauthorized(INVALID_LOGIN);
      }
      await throttle.succeeded(email);
      return { user: toUser(row), token: await app.startSession(row.id) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'logout',
        summary: 'Sign out',
        description: 'Ends the session of the token sent; the browser is told to clear what the site stored.',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: MessageSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      accountOf(request);
      if (request.sessionId) await sessions.end(request.sessionId);
      // The browser forgets what the session left in it (the session, recent searches) in every
      // tab at once, as the page itself does in its own; cookies stay (the browser id is no one's).
      reply.header('clear-site-data', '"storage"');
      return { message: 'Logged out' };
    },
  );

  await app.register(passwordResetRoutes);
};

export default routes;
