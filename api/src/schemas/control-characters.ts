// Control characters in text are refused before a handler sees them: PostgreSQL cannot store NUL
// (the query would fail with a 500), and the others only ever arrive from scripts or attacks.
import type { TSchema } from 'typebox';
import { SINGLE_LINE } from '@ceylon/shared/contracts';

// C0 controls and DEL, except tab, LF and CR.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Every C0 control and DEL.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job.
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F]/;

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema of `key` inside `node`, looking through properties, items and unions. */
function childSchema(node: SchemaNode | undefined, key: string | number): SchemaNode | undefined {
  if (!node) return undefined;
  if (typeof key === 'string' && isNode(node.properties) && isNode(node.properties[key])) return node.properties[key];
  if (typeof key === 'number' && isNode(node.items)) return node.items;
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const branches = node[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      const found = childSchema(isNode(branch) ? branch : undefined, key);
      if (found) return found;
    }
  }
  return undefined;
}

/** The dotted path of the first string holding a control character it may not hold, if any. */
export function findControlCharacter(schema: TSchema, value: unknown): string | undefined {
  const visit = (node: SchemaNode | undefined, current: unknown, path: string[]): string | undefined => {
    if (typeof current === 'string') {
      const refused = node?.[SINGLE_LINE] === true ? CONTROL_OR_LINE_BREAK : CONTROL;
      return refused.test(current) ? path.join('.') : undefined;
    }
    if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) {
        const found = visit(childSchema(node, index), item, [...path, String(index)]);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const found = visit(childSchema(node, key), item, [...path, key]);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  return visit(schema as SchemaNode, value, []);
}
