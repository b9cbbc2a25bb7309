import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appNames, isAppName } from '../apps';
import type { ReleaseTokens } from '../config';
import { CanaryConflict, isCanaryPercent, type ReleaseStore } from '../store';
import { minuteLimit } from '../server/minute-limit';
import { ReleaseRefused } from '../verify';
import { BuildRefused } from './archive';
import { defaultPublishLimits, formatBytes, type PublishLimits } from './limits';
import { releaseFrom } from './release-from';
import { releaseTokenMatcher, type Publisher } from './release-tokens';

export interface PublishOptions {
  /** RELEASE_TOKENS; with none, publishing over HTTP is off (403). */
  tokens: ReleaseTokens;
  limits?: PublishLimits;
  /** Requests one address may make a minute, whatever their outcome. */
  perAddressPerMinute?: number;
  /** Uploads handled at once; more are told to come back (503). */
  maxInFlight?: number;
}

/** Media types an upload may be sent as; the body is a .tgz either way. */
const archiveTypes = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

/**
 * `PUT /releases/<app>` with a .tgz of the app's dist as the body and `Authorization: Bearer
 * <token>`: a team's pipeline releases its own build, through the same checks and gate as
 * `npm run release -- <app> --from <file>`. A token releases its own app only. Everything is
 * checked before the body is read; the body is streamed to a temp file (never past the limit),
 * unpacked, stored, gated and activated, and the temp files removed whatever happens.
 */
export function publishRoutes(store: ReleaseStore, options: PublishOptions) {
  const limits = options.limits ?? defaultPublishLimits;
  const tokens = releaseTokenMatcher(options.tokens);
  const maxInFlight = options.maxInFlight ?? 2;
  const publishers = new WeakMap<FastifyRequest, Publisher>();
  let inFlight = 0;

  return async function routes(app: FastifyInstance) {
    const rate = minuteLimit(app, options.perAddressPerMinute ?? 10);
    // Handed on unread: the handler streams it to disk with its own limit.
    app.addContentTypeParser(archiveTypes, (_request, payload, done) => done(null, payload));

    /** Answers and returns true when the request may not go on; checked before any of the body is read. */
    async function refuse(request: FastifyRequest<PublishRequest>, reply: FastifyReply): Promise<boolean> {
      const answer = (status: number, message: string) => {
        void reply.code(status).send({ message });
        return true;
      };
      if (!tokens.enabled) return answer(403, 'Publishing over HTTP is off on this server (RELEASE_TOKENS is not set).');
      const wait = await rate(request);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return answer(429, 'Too many release requests from this address; try again in a minute.');
      }
      const presented = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
      const publisher = presented === undefined ? null : tokens.match(presented);
      if (publisher === null) {
        reply.header('www-authenticate', 'Bearer realm="releases"');
        return answer(
          401,
          presented === undefined ? "Send the app's deploy token as `Authorization: Bearer <token>`." : 'The deploy token is not valid.',
        );
      }
      const target = request.params.app;
      if (!isAppName(target)) return answer(404, `There is no app "${target.slice(0, 40)}"; the apps are ${appNames.join(', ')}.`);
      if (publisher.app !== target) return answer(403, `This token releases ${publisher.app} only, not ${target}.`);
      if (request.query.canary !== undefined && canaryPercentOf(request.query.canary) === undefined)
        return answer(400, 'canary must be a whole percent from 1 to 99, e.g. ?canary=10.');
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!archiveTypes.includes(type)) {
        return answer(415, 'Send the build as a .tgz, with Content-Type: application/gzip (or application/octet-stream).');
      }
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > limits.maxArchiveBytes)
        return answer(413, `The archive is larger than the ${formatBytes(limits.maxArchiveBytes)} allowed.`);
      if (inFlight >= maxInFlight) {
        reply.header('retry-after', '10');
        return answer(503, 'Other releases are being published; try again shortly.');
      }
      publishers.set(request, publisher);
      return false;
    }

    app.put<PublishRequest>(
      '/releases/:app',
      {
        // The body is the archive as sent: never inflated on the way in (@fastify/compress).
        decompress: false,
        bodyLimit: limits.maxArchiveBytes,
        onRequest: async (request, reply) => {
          if (await refuse(request, reply)) return reply;
          inFlight += 1;
          // Counted from here to the response, however the request ends.
          reply.raw.once('close', () => {
            inFlight -= 1;
          });
          return undefined;
        },
      },
      async (request, reply) => {
        const publisher = publishers.get(request);
        if (!publisher || !isAppName(request.params.app)) throw new Error('publish handler reached without a checked token');
        const target = request.params.app;
        const work = await mkdtemp(path.join(os.tmpdir(), 'ceylon-upload-'));
        try {
          const archive = path.join(work, 'build.tgz');
          const body = request.body instanceof Readable ? request.body : Readable.from([]);
          if (!(await receive(body, archive, limits.maxArchiveBytes))) {
            return await reply
              .code(413)
              .send({ message: `The archive is larger than the ${formatBytes(limits.maxArchiveBytes)} allowed.` });
          }
          const who = { app: target, publisher: publisher.label, client: request.ip };
          const canaryPercent = canaryPercentOf(request.query.canary);
          const outcome = await releaseFrom(store, target, archive, {
            command: `PUT /releases/${target}${canaryPercent ? ` canary ${canaryPercent}%` : ''} (${publisher.label} token, from ${request.ip})`,
            limits,
            canaryPercent,
          });
          request.log.info({ ...who, version: outcome.to, changed: outcome.changed, canaryPercent }, 'Release published over HTTP');
          if (canaryPercent !== undefined)
            return await reply
              .code(outcome.changed ? 201 : 200)
              .send({ app: target, version: outcome.to, stable: outcome.from, canary: canaryPercent });
          const previous = outcome.changed ? outcome.from : ((await store.readPrevious())[target] ?? null);
          return await reply.code(outcome.changed ? 201 : 200).send({ app: target, version: outcome.to, previous });
        } catch (error) {
          if (error instanceof CanaryConflict) return await reply.code(409).send({ message: error.message });
          if (error instanceof BuildRefused) {
            request.log.warn(
              { app: target, publisher: publisher.label, client: request.ip, reason: error.reason },
              'Published build refused',
            );
            return await reply.code(400).send({ message: error.message });
          }
          if (error instanceof ReleaseRefused) {
            request.log.warn(
              { app: target, publisher: publisher.label, client: request.ip, problems: error.problems },
              'Release refused by the gate',
            );
            return await reply.code(422).send({ message: error.message, problems: error.problems });
          }
          throw error;
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    );
  };
}

interface PublishRequest {
  Params: { app: string };
  /** `?canary=10`: release as a canary for 10% of browsers beside the active version. */
  Querystring: { canary?: string };
}

function canaryPercentOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,2}$/.test(raw)) return undefined;
  const percent = Number(raw);
  return isCanaryPercent(percent) ? percent : undefined;
}

/**
 * Streams the body to `file`; false once it passes `max` bytes. The rest of an oversized body is
 * left to drain unread rather than destroyed, which would drop the connection before the 413.
 */
async function receive(body: Readable, file: string, max: number): Promise<boolean> {
  const out = createWriteStream(file);
  let received = 0;
  try {
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > max) {
        body.resume();
        return false;
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    return true;
  } finally {
    out.end();
    await finished(out);
  }
}
