import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CreateUserBody, IdParams, MessageSchema, UpdateUserBody, UserSchema } from '@ceylon/shared/contracts';
import { todayInColombo } from '@ceylon/shared/domain';
import { accountOf, ADMINS_ONLY } from '../../plugins/auth';
import { withHashing } from '../../auth/login-throttle';
import { passwordProblem } from '../../auth/password-policy';
import { badRequest, conflict, forbidden, notFound, say } from '../../http-errors';
import { createUsersRepository, isUniqueViolation, toUser, type UserChanges } from '../../repositories/users-repository';
import { closeAccount, updateAccount } from '../../services/accounts';
import { errorResponses } from '../../schemas/error-responses';

const EMAIL_TAKEN = say('error.emailTaken');
const USER_NOT_FOUND = say('error.userNotFound');

/** Account management: administrators only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const adminOnly = app.requireRole(['admin'], ADMINS_ONLY);
  const security = [{ bearerAuth: [] }];

  const uniqueEmail = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  };

  app.get(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listUsers',
        summary: 'List accounts',
        description: 'Every account, for administrators.',
        tags: ['users'],
        security,
        response: { 200: Type.Array(UserSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await users.list()).map(toUser),
  );

  app.post(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createUser',
        summary: 'Create an account',
        description: 'An administrator creates an account of any role.',
        tags: ['users'],
        security,
        body: CreateUserBody,
        response: { 201: UserSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, role, password } = request.body;
      const problem = passwordProblem(password, { firstName, lastName, email });
      if (problem) throw badRequest('password', problem);
      const passwordHash = await withHashing(reply, () => app.passwords.hash(password));
      const row = await uniqueEmail(() => users.create({ firstName, lastName, email, role, passwordHash }));
      return reply.status(201).send(toUser(row));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateUser',
        summary: 'Change an account',
        description: "Any of the fields; a new password or role ends the account's other sessions.",
        tags: ['users'],
        security,
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserSchema, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, role, password } = request.body;
      const self = request.params.id === accountOf(request).id;
      if (self && role !== undefined && role !== 'admin') throw forbidden(say('error.ownAdminRole'));
      const current = await users.findById(request.params.id);
      if (!current) throw notFound(USER_NOT_FOUND);
      const changes: UserChanges = { firstName, lastName, email, role };
      if (password) {
        if (password.length < 8) throw badRequest('password', say('error.passwordTooShort'));
        const problem = passwordProblem(password, {
          firstName: firstName ?? current.firstName,
          lastName: lastName ?? current.lastName,
          email: email ?? current.email,
        });
        if (problem) throw badRequest('password', problem);
        changes.passwordHash = await withHashing(reply, () => app.passwords.hash(password));
      }
      // A new password or role ends every earlier token of the account (an admin keeps the one in use).
      const endSessions = Boolean(password) || (role !== undefined && role !== current.role);
      const keepSession = self ? (request.sessionId ?? undefined) : undefined;
      const row = await uniqueEmail(() => updateAccount(app.db, request.params.id, changes, { endSessions, keepSession }));
      if (!row) throw notFound(USER_NOT_FOUND);
      return toUser(row);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete an account',
        description: 'The account is closed; its booking history is kept.',
        tags: ['users'],
        security,
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (request.params.id === accountOf(request).id) throw forbidden(say('error.ownAccountDelete'));
      if (!(await closeAccount(app.db, request.params.id, todayInColombo()))) throw notFound(USER_NOT_FOUND);
      return { message: 'User deleted' };
    },
  );
};

export default routes;
