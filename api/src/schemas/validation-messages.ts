// Turns schema errors into one sentence a person can act on: the field, then what it must be.
import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';

export interface FieldProblem {
  /** Dotted path of the offending field, e.g. `email` or `items.0.title`; '' for the whole value. */
  field: string;
  /** What is wrong, without the field name: `must be at least 8 characters`. */
  detail: string;
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid e-mail address',
  uuid: 'a valid id (UUID)',
  date: 'a date written YYYY-MM-DD',
  uri: 'a valid URL',
};

function schemaAt(root: TSchema, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

function detailOf(error: TLocalizedValidationError, node: Record<string, unknown> | undefined): string {
  // A schema's own `errorMessage` explains its pattern or format better than the regex would.
  if (typeof node?.errorMessage === 'string' && (error.keyword === 'pattern' || error.keyword === 'format')) {
    return node.errorMessage;
  }
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      const type = error.params.type;
      const wanted = Array.isArray(type) ? type.join(' or ') : String(type);
      if (wanted === 'object') return 'must be a JSON object';
      return `must be ${wanted === 'integer' ? 'a whole number' : wanted === 'array' ? 'a list' : `a ${wanted}`}`;
    }
    case 'minLength':
      return error.params.limit === 1 ? 'must not be empty' : `must be at least ${error.params.limit} characters`;
    case 'maxLength':
      return `must be at most ${error.params.limit} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `must be ${error.keyword === 'minimum' ? 'at least' : 'more than'} ${error.params.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${error.params.limit}`;
    case 'multipleOf':
      return `must be a multiple of ${error.params.multipleOf}`;
    case 'uniqueItems':
      return 'must not list the same item twice';
    case 'maxItems':
      return `must have at most ${error.params.limit} items`;
    case 'enum':
      return `must be one of: ${error.params.allowedValues.map(String).join(', ')}`;
    case 'format':
      return `must be ${FORMAT_NAMES[error.params.format] ?? `in ${error.params.format} format`}`;
    case 'pattern':
      return 'has an invalid format';
    default:
      return 'is invalid';
  }
}

/** Every problem, most useful first: a missing field, then the first wrong one. */
export function describeValidationErrors(schema: TSchema, errors: readonly TLocalizedValidationError[]): FieldProblem[] {
  return errors.map((error) => {
    const base = error.instancePath.split('/').filter(Boolean).join('.');
    if (error.keyword === 'required') {
      const missing = error.params.requiredProperties[0] ?? '';
      return { field: base ? `${base}.${missing}` : missing, detail: 'is required' };
    }
    // A closed object reports each unknown property twice: as the property failing the `false`
    // schema of additionalProperties, and as a list on the object itself.
    if (error.keyword === 'additionalProperties') {
      const unknown = error.params.additionalProperties[0] ?? '';
      return { field: base ? `${base}.${unknown}` : unknown, detail: 'is not allowed' };
    }
    if (error.keyword === 'boolean' && error.schemaPath.endsWith('/additionalProperties')) {
      return { field: base, detail: 'is not allowed' };
    }
    return { field: base, detail: detailOf(error, schemaAt(schema, error.schemaPath)) };
  });
}
