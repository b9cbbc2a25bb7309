// A route whose path moved answers at its old path too, for one release, with the same handler
// (docs/api-document.md, "Old paths"). In the OpenAPI document the old path is the same operation
// under an operationId of its own, marked deprecated; one that Redocly's no-ambiguous-paths finds
// ambiguous with another path is left out of the document instead, and docs/api-document.md names it.
import type { FastifySchema } from 'fastify';

/** `schema` as its old path's: `newPath` as the document writes it (`GET /api/…`); `documented` false leaves it out. */
export function oldPathSchema<S extends FastifySchema & { operationId: string; summary: string }>(
  schema: S,
  newPath: string,
  { documented }: { documented: boolean },
): S {
  return {
    ...schema,
    operationId: `${schema.operationId}OldPath`,
    summary: `${schema.summary} (old path)`,
    description: `The old path of ${newPath}, which answers the same: deprecated, and kept for one release.`,
    deprecated: true,
    ...(!documented && { hide: true }),
  };
}
