// What a browser may report about a part of the site that failed, and what administrators read
// back. One set of limits: the API validates `POST /api/client-errors` with ClientErrorBody, and
// the site's web server copies into its release ledger only a report that passes the same check.
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { Id, Timestamp, WholeNumber } from './common';

export const ClientErrorBody = Type.Object(
  {
    area: Type.String({ minLength: 1, maxLength: 100 }),
    version: Type.Optional(Type.String({ maxLength: 100 })),
    url: Type.Optional(Type.String({ maxLength: 2048 })),
    type: Type.String({ minLength: 1, maxLength: 50 }),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  // Closed here as well as by the API's validator, because the web server checks it on its own.
  { additionalProperties: false },
);

export const ClientErrorSchema = Type.Object({
  id: Id,
  area: Type.String(),
  version: Type.String(),
  url: Type.String(),
  type: Type.String(),
  message: Type.String(),
  userAgent: Type.String(),
  /** Digest of the browser's signed id when the site's web server vouched for one. */
  browser: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
});

export const ClientErrorsQuery = Type.Object({ limit: Type.Optional(WholeNumber(1, 500)) });

const check = Compile(ClientErrorBody);

/** True when `value` is a report the API would accept. */
export function isClientErrorReport(value: unknown): value is Static<typeof ClientErrorBody> {
  return check.Check(value);
}
