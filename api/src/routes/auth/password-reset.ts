// "Forgot password?": a one-time link by e-mail, good for 30 minutes, that sets
// a new password under the site's policy and ends every session of the account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForgotPasswordBody, MessageSchema, ResetPasswordBody } from '@ceylon/shared/contracts';
import { normaliseLoginEmail } from '../../auth/login-email';
import { createLoginThrottle, withHashing } from '../../auth/login-throttle';
import { passwordProblem } from '../../auth/password-policy';
import { badRequest, say } from '../../http-errors';
import { safeError } from '../../logging/redaction';
import { createPasswordResetRepository } from '../../repositories/password-reset-repository';
import { createRateLimitRepository } from '../../repositories/rate-limit-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { errorResponses } from '../../schemas/error-responses';
import { sendResetLink, useResetLink } from '../../services/password-reset';

export const RESET_REQUESTED =
  "If an account exists for that address, we've sent a link to reset the password. It is valid for 30 minutes.";
const resetLinkInvalid = say('error.resetLinkInvalid');
export const RESET_LINK_INVALID = resetLinkInvalid('en');
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please log in with your new password.';

const HOUR_MS = 60 * 60 * 1000;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const resets = createPasswordResetRepository(app.db);
  const hits = createRateLimitRepository(app.db);
  const throttle = createLoginThrottle(app);

  /**
   * Looks the address up and, for an account, stores a link and queues its e-mail. At most
   * passwordResetMailsPerHour mails an hour go to one address, so nobody can flood an inbox;
   * the requester is told the same either way.
   */
  async function sendLink(email: string): Promise<void> {
    const { hits: asked } = await hits.hit(`password-reset-mail|${email}`, HOUR_MS);
    if (asked > app.config.passwordResetMailsPerHour) return;
    const person = await users.findByEmail(email);
    if (!person) return;
    await sendResetLink(app.db, person, app.config.siteUrl);
    await resets.removeExpired();
  }

  // The work runs after the answer is sent, so how long the answer takes says nothing of whether
  // the address has an account. One request's work at a time, in order; closing waits for it.
  let queue: Promise<void> = Promise.resolve();
  app.addHook('onClose', async () => {
    await queue;
  });

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: throttle.routeLimit },
      preHandler: throttle.addressLimit,
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Ask for a password reset link',
        description: 'Answers the same whether or not the address has an account; the link, valid for 30 minutes, goes by e-mail.',
        tags: ['auth'],
        body: ForgotPasswordBody,
        response: { 202: MessageSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const email = normaliseLoginEmail(request.body.email);
      queue = queue
        .then(() => sendLink(email))
        .catch((error: unknown) => request.log.error({ err: safeError(error) }, 'Sending a password reset link failed'));
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: throttle.routeLimit },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset link',
        description: 'Uses the link once and ends every session of the account.',
        tags: ['auth'],
        body: ResetPasswordBody,
        response: { 200: MessageSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const person = await resets.accountOf(token);
      if (!person) throw badRequest('token', resetLinkInvalid);
      const problem = passwordProblem(password, person);
      if (problem) throw badRequest('password', problem);
      const passwordHash = await withHashing(reply, () => app.passwords.hash(password));
      if (!(await useResetLink(app.db, token, person.id, passwordHash))) throw badRequest('token', resetLinkInvalid);
      // Whoever was guessing the old password no longer keeps the owner waiting to log in.
      await throttle.succeeded(normaliseLoginEmail(person.email));
      return { message: PASSWORD_RESET_DONE };
    },
  );
};

export default routes;
