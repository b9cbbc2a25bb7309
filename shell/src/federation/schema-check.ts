// TypeBox's own checker (`typebox/value`) would add about 9 KB gzip to the shell's start-up path,
// and its compiler needs `new Function`, which the site's CSP forbids. The manifest's schema uses
// only objects, strings, null and unions, so this walks the schema object itself: still one schema.
import type { Static, TSchema } from 'typebox';

/** The JSON Schema keywords this check understands (its test holds the manifest's schema to them). */
interface SchemaNode {
  type?: unknown;
  anyOf?: readonly SchemaNode[];
  properties?: Readonly<Record<string, SchemaNode>>;
  required?: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `value` fits `schema`; a `type` this check does not know fails the check. */
export function matchesSchema<Schema extends TSchema & SchemaNode>(schema: Schema, value: unknown): value is Static<Schema> {
  return matchesNode(schema, value);
}

function matchesNode(schema: SchemaNode, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.some((option) => matchesNode(option, value));
  switch (schema.type) {
    case 'string':
      return typeof value === 'string';
    case 'null':
      return value === null;
    case 'object':
      return isRecord(value) && matchesProperties(schema, value);
    default:
      return false;
  }
}

function matchesProperties({ properties = {}, required = [] }: SchemaNode, value: Record<string, unknown>) {
  return (
    required.every((key) => Object.hasOwn(value, key)) &&
    Object.entries(properties).every(([key, property]) => !Object.hasOwn(value, key) || matchesNode(property, value[key]))
  );
}
