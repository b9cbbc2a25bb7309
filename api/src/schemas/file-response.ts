// A route that answers a file: its 200 in the OpenAPI document. The body is a Buffer, which Fastify
// sends as it is, so nothing here reaches a serialiser.

const FILE: object = { type: 'string', format: 'binary' };

/** An answer without a body, e.g. a 304. */
export function emptyResponse(description: string): object {
  return { description, type: 'null' };
}

/** The 200 of a route that answers a file of one of `types`. */
export function fileResponse(description: string, types: readonly string[]): { description: string; content: object } {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: FILE }])) };
}
