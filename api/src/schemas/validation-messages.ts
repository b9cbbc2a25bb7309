// Turns schema errors into one sentence a person can act on: the field, then what it must be, in
// the request's language (the field keeps the name the request gave it).
import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { say, type Wording } from '../http-errors';
import type { ApiText } from '../mail/texts';

export interface FieldProblem {
  /** Dotted path of the offending field, e.g. `email` or `items.0.title`; '' for the whole value. */
  field: string;
  /** What is wrong, without the field name (`must be at least 8 characters`), in any language. */
  detail: Wording;
}

const FORMAT_NAMES: Record<string, ApiText> = {
  email: 'validation.format.email',
  uuid: 'validation.format.uuid',
  date: 'validation.format.date',
  uri: 'validation.format.uri',
};

/** A schema's own words (shared/src/contracts' `errorMessage`) that pages can show, in every language; others stay as written. */
const SCHEMA_MESSAGES: Record<string, ApiText> = {
  'must not be blank': 'validation.notBlank',
  'must be a time such as 14:00': 'validation.time1400',
  'must be a time such as 12:00': 'validation.time1200',
  'must be a month such as 2026-03': 'validation.month',
  'must be a town such as nuwara-eliya': 'validation.town',
};

function schemaAt(root: TSchema, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

const TYPE_NAMES: Record<string, ApiText> = {
  integer: 'validation.type.integer',
  array: 'validation.type.array',
  string: 'validation.type.string',
  number: 'validation.type.number',
  boolean: 'validation.type.boolean',
};

function detailOf(error: TLocalizedValidationError, node: Record<string, unknown> | undefined): Wording {
  // A schema's own `errorMessage` explains its pattern or format better than the regex would.
  if (typeof node?.errorMessage === 'string' && (error.keyword === 'pattern' || error.keyword === 'format')) {
    const written = node.errorMessage;
    const id = SCHEMA_MESSAGES[written];
    return id ? say(id) : () => written;
  }
  switch (error.keyword) {
    case 'required':
      return say('validation.required');
    case 'type': {
      const type = error.params.type;
      const wanted = Array.isArray(type) ? type.join(' or ') : String(type);
      if (wanted === 'object') return say('validation.type.object');
      const id = TYPE_NAMES[wanted];
      return id ? say(id) : say('validation.type.other', { type: wanted });
    }
    case 'minLength':
      return error.params.limit === 1 ? say('validation.notEmpty') : say('validation.minLength', { limit: error.params.limit });
    case 'maxLength':
      return say('validation.maxLength', { limit: error.params.limit });
    case 'minimum':
      return say('validation.minimum', { limit: String(error.params.limit) });
    case 'exclusiveMinimum':
      return say('validation.exclusiveMinimum', { limit: String(error.params.limit) });
    case 'maximum':
      return say('validation.maximum', { limit: String(error.params.limit) });
    case 'exclusiveMaximum':
      return say('validation.exclusiveMaximum', { limit: String(error.params.limit) });
    case 'multipleOf':
      return say('validation.multipleOf', { multiple: String(error.params.multipleOf) });
    case 'uniqueItems':
      return say('validation.uniqueItems');
    case 'maxItems':
      return say('validation.maxItems', { limit: error.params.limit });
    case 'enum':
      return say('validation.enum', { values: error.params.allowedValues.map(String).join(', ') });
    case 'format': {
      const id = FORMAT_NAMES[error.params.format];
      return id ? say(id) : say('validation.format.other', { format: error.params.format });
    }
    case 'pattern':
      return say('validation.pattern');
    default:
      return say('validation.invalid');
  }
}

/** Every problem, most useful first: a missing field, then the first wrong one. */
export function describeValidationErrors(schema: TSchema, errors: readonly TLocalizedValidationError[]): FieldProblem[] {
  return errors.map((error) => {
    const base = error.instancePath.split('/').filter(Boolean).join('.');
    if (error.keyword === 'required') {
      const missing = error.params.requiredProperties[0] ?? '';
      return { field: base ? `${base}.${missing}` : missing, detail: say('validation.required') };
    }
    // A closed object reports each unknown property twice: as the property failing the `false`
    // schema of additionalProperties, and as a list on the object itself.
    if (error.keyword === 'additionalProperties') {
      const unknown = error.params.additionalProperties[0] ?? '';
      return { field: base ? `${base}.${unknown}` : unknown, detail: say('validation.notAllowed') };
    }
    if (error.keyword === 'boolean' && error.schemaPath.endsWith('/additionalProperties')) {
      return { field: base, detail: say('validation.notAllowed') };
    }
    return { field: base, detail: detailOf(error, schemaAt(schema, error.schemaPath)) };
  });
}

/** `email is required`: the field as the request named it, then what is wrong, in `language`. */
export function fieldSentence(field: string, detail: Wording): Wording {
  return (language) => `${field} ${detail(language)}`;
}
