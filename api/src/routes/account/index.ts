// The signed-in person's own account: /account shows and changes it; a hotel
// owner also chooses there which mails about their hotels they receive.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountLanguageSchema,
  ChangePasswordBody,
  CloseAccountBody,
  MessageSchema,
  OwnerMailSettingsChanges,
  OwnerMailSettingsSchema,
  UpdateAccountBody,
  UserSchema,
} from '@ceylon/shared/contracts';
import { todayInColombo, type User } from '@ceylon/shared/domain';
import { normaliseLoginEmail } from '../../auth/login-email';
import { createLoginThrottle, withHashing } from '../../auth/login-throttle';
import { passwordProblem } from '../../auth/password-policy';
import { HttpError, badRequest, conflict, say, unauthorized, type Wording } from '../../http-errors';
import { accountOf } from '../../plugins/auth';
import { createUsersRepository, isUniqueViolation, toUser, type UserChanges } from '../../repositories/users-repository';
import { changeOwnerMailSettings, ownerMailSettingsOf } from '../../repositories/owner-mail-settings-repository';
import { changePassword, closeAccount, updateAccount } from '../../services/accounts';
import { errorResponses } from '../../schemas/error-responses';

const wrongCurrentPassword = say('error.wrongCurrentPassword');
const emailTaken = say('error.emailTaken');
const customersOnly = say('error.customersOnly');
const accountGone = say('error.accountGone');
const enterCurrentPassword = say('error.enterCurrentPassword');
export const WRONG_CURRENT_PASSWORD = wrongCurrentPassword('en');
export const EMAIL_TAKEN = emailTaken('en');
export const CUSTOMERS_ONLY = customersOnly('en');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const throttle = createLoginThrottle(app);
  const security = [{ bearerAuth: [] }];
  const hotelKeepers = app.requireRole(['hotelOwner', 'admin'], say('error.ownersOnlyMail'));

  // Each change that checks the password counts in a per-account budget as well as in the
  // account's login failures, so a stolen token cannot be used to guess the password.
  const rateLimit = {
    max: app.config.authRateLimit,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `account|${request.account?.id ?? request.ip}`,
  };

  /**
   * 400 naming `currentPassword` unless it is the account's password; never 401, which would tell
   * the site the session is over.
   */
  async function checkCurrentPassword(person: User, password: string | undefined, reply: FastifyReply, missing: Wording) {
    if (!password) throw badRequest('currentPassword', missing);
    const key = await throttle.beginLogin(person.email, reply);
    const row = await users.findById(person.id);
    const valid = await withHashing(reply, () => app.passwords.verify(row?.passwordHash, password));
    if (!row) throw unauthorized(accountGone);
    if (!valid) {
      await throttle.failed(key);
      throw badRequest('currentPassword', wrongCurrentPassword);
    }
    await throttle.succeeded(key);
  }

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getAccount',
        summary: 'Get your account',
        description: 'The signed-in account.',
        tags: ['account'],
        security,
        response: { 200: UserSchema, ...errorResponses(401) },
      },
    },
    async (request) => accountOf(request),
  );

  app.patch(
    '/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        operationId: 'updateAccount',
        summary: 'Change your name or e-mail',
        description: 'A new e-mail address needs the current password.',
        tags: ['account'],
        security,
        body: UpdateAccountBody,
        response: { 200: UserSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) => {
      const person = accountOf(request);
      const { firstName, lastName, email, currentPassword } = request.body;
      if (firstName === undefined && lastName === undefined && email === undefined) {
        throw new HttpError(400, say('error.accountNothingToChange'));
      }
      const changes: UserChanges = { firstName, lastName };
      if (email !== undefined && email !== person.email) {
        if (normaliseLoginEmail(email) !== normaliseLoginEmail(person.email)) {
          await checkCurrentPassword(person, currentPassword, reply, say('error.enterCurrentPasswordForEmail'));
        }
        changes.email = email;
      }
      try {
        const row = await updateAccount(app.db, person.id, changes, { endResetLinks: changes.email !== undefined });
        if (!row) throw unauthorized(accountGone);
        return toUser(row);
      } catch (error) {
        // The unique index decides, so two people cannot take one address at the same moment.
        if (isUniqueViolation(error)) throw conflict(emailTaken);
        throw error;
      }
    },
  );

  app.get(
    '/language',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getAccountLanguage',
        summary: "Get the language of your account's e-mails",
        description: "English, Sinhala or Tamil: set at registration from the page's language, changed only here (docs/decisions/0034).",
        tags: ['account'],
        security,
        response: { 200: AccountLanguageSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const row = await users.findById(accountOf(request).id);
      if (!row) throw unauthorized(accountGone);
      return { language: row.language };
    },
  );

  app.put(
    '/language',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'setAccountLanguage',
        summary: "Choose the language of your account's e-mails",
        description: 'Mail queued from then on is written in it; mail already queued stays in the language it was written in.',
        tags: ['account'],
        security,
        body: AccountLanguageSchema,
        response: { 200: AccountLanguageSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const row = await users.update(accountOf(request).id, { language: request.body.language });
      if (!row) throw unauthorized(accountGone);
      return { language: row.language };
    },
  );

  app.get(
    '/owner-mail',
    {
      onRequest: hotelKeepers,
      schema: {
        operationId: 'getOwnerMailSettings',
        summary: 'Get which mails you receive about your hotels',
        description: 'A new booking, a cancellation and a new review of one of your hotels each send you a mail, unless turned off here.',
        tags: ['account'],
        security,
        response: { 200: OwnerMailSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ownerMailSettingsOf(app.db, accountOf(request).id),
  );

  app.patch(
    '/owner-mail',
    {
      onRequest: hotelKeepers,
      schema: {
        operationId: 'updateOwnerMailSettings',
        summary: 'Turn mails about your hotels on or off',
        description: 'Send the switches to change; the others stay as they are. Answers all three.',
        tags: ['account'],
        security,
        body: OwnerMailSettingsChanges,
        response: { 200: OwnerMailSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => changeOwnerMailSettings(app.db, accountOf(request).id, request.body),
  );

  app.post(
    '/password',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        operationId: 'changePassword',
        summary: 'Change your password',
        description: 'Needs the current password; every other session ends.',
        tags: ['account'],
        security,
        body: ChangePasswordBody,
        response: { 200: MessageSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const person = accountOf(request);
      const { currentPassword, newPassword } = request.body;
      await checkCurrentPassword(person, currentPassword, reply, enterCurrentPassword);
      const problem = passwordProblem(newPassword, person, 'newPassword');
      if (problem) throw badRequest('newPassword', problem);
      const passwordHash = await withHashing(reply, () => app.passwords.hash(newPassword));
      // Every other session ends; the one that made the change stays signed in.
      if (!(await changePassword(app.db, person.id, passwordHash, request.sessionId ?? undefined))) {
        throw unauthorized(accountGone);
      }
      return { message: 'Your password has been changed. You have been signed out everywhere else.' };
    },
  );

  app.delete(
    '/',
    {
      onRequest: app.requireRole(['user'], customersOnly),
      config: { rateLimit },
      schema: {
        operationId: 'closeAccount',
        summary: 'Close your account',
        description: 'Customers only, with their password; stays that have not begun are cancelled.',
        tags: ['account'],
        security,
        body: CloseAccountBody,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const person = accountOf(request);
      await checkCurrentPassword(person, request.body.currentPassword, reply, enterCurrentPassword);
      if (!(await closeAccount(app.db, person.id, todayInColombo()))) throw unauthorized(accountGone);
      return { message: 'Your account has been closed. Stays that had not begun are cancelled; your booking history is kept.' };
    },
  );
};

export default routes;
