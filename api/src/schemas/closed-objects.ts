// Request schemas are closed at the validator, so no route can forget: a property a schema does
// not name is refused with a 400 instead of reaching a handler (and, spread, a database row).
import type { TSchema } from 'typebox';

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of `schema` in which every object schema that lists `properties` and says nothing about
 * `additionalProperties` gets `additionalProperties: false`. A schema that sets it keeps its
 * choice; the members of an `allOf` stay open, since each would otherwise refuse the others' fields.
 */
export function closeObjects<T extends TSchema>(schema: T): T {
  const close = (node: unknown, inIntersection: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => close(item, inIntersection));
    if (!isNode(node)) return node;
    // TypeBox keeps its own markers (`~kind`, `~optional`) as non-enumerable properties: copy those too.
    const copy = Object.create(Object.getPrototypeOf(node) as object | null) as SchemaNode;
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(node))) {
      Object.defineProperty(copy, key, 'value' in descriptor ? { ...descriptor, value: closeKeyword(key, descriptor.value) } : descriptor);
    }
    if (!inIntersection && isNode(copy.properties) && !('additionalProperties' in copy) && !('patternProperties' in copy)) {
      copy.additionalProperties = false;
    }
    return copy;
  };
  const closeEach = (children: unknown): unknown =>
    isNode(children) ? Object.fromEntries(Object.entries(children).map(([name, child]) => [name, close(child, false)])) : children;
  const closeKeyword = (key: string, value: unknown): unknown => {
    if (key === 'properties' || key === '$defs' || key === 'definitions') return closeEach(value);
    if (key === 'items' || key === 'anyOf' || key === 'oneOf') return close(value, false);
    if (key === 'allOf') return close(value, true);
    return value;
  };
  return close(schema, false) as T;
}
