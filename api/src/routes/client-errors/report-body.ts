// What a browser may report about a part of the site that failed. Defined once: the API validates
// `POST /api/client-errors` with it, and the web server's release ledger reads the same report
// with the same limits (exported as `@ceylon/api/client-error-report`).
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';

export const ClientErrorBody = Type.Object(
  {
    area: Type.String({ minLength: 1, maxLength: 100 }),
    version: Type.Optional(Type.String({ maxLength: 100 })),
    url: Type.Optional(Type.String({ maxLength: 2048 })),
    type: Type.String({ minLength: 1, maxLength: 50 }),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

export type ClientErrorReport = Static<typeof ClientErrorBody>;

const check = Compile(ClientErrorBody);

/** True when `value` is a report the API would accept. */
export function isClientErrorReport(value: unknown): value is ClientErrorReport {
  return check.Check(value);
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A digest of the reporting browser's id, set by a host that can vouch for it (the site's web
     * server, from its signed cookie); absent when the API runs on its own.
     */
    verifiedBrowser?: string | null;
  }
}
