import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import { badRequest, say } from '../http-errors';
import { closeObjects } from '../schemas/closed-objects';
import { findControlCharacter } from '../schemas/control-characters';
import { describeValidationErrors, fieldSentence } from '../schemas/validation-messages';

registerAjvFormats();

const PART_NAMES: Record<string, string> = { body: 'request body', querystring: 'query', params: 'path', headers: 'headers' };

/**
 * TypeBox validation with a readable 400 (in the request's language, the field as named): bodies are taken as sent (a string is not a number),
 * while query, path and header values, which are always text, are converted first. Body, query
 * and path objects are closed (an unnamed property is refused); headers stay open, as browsers
 * and proxies add many. Text holding control characters is refused, in every part but headers.
 */
const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema: declared, httpPart }) => {
  const isHeaders = httpPart === 'headers';
  const schema = isHeaders ? declared : closeObjects(declared);
  const check = Compile(schema);
  return (value: unknown) => {
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (!check.Check(converted)) {
      const [problem] = describeValidationErrors(schema, check.Errors(converted));
      const field = problem?.field || PART_NAMES[httpPart ?? ''] || 'request';
      return { error: badRequest(field, fieldSentence(field, problem?.detail ?? say('validation.invalid'))) };
    }
    const controlled = isHeaders ? undefined : findControlCharacter(schema, converted);
    if (controlled !== undefined) {
      const field = controlled || PART_NAMES[httpPart ?? ''] || 'request';
      return { error: badRequest(field, fieldSentence(field, say('validation.controlCharacters'))) };
    }
    return { value: converted };
  };
};

/**
 * A route that declares no body takes none: anything but an empty body (or `{}`) is refused, so
 * a body can never be sent to a route that silently ignores it (PUT …/cancel, DELETE, logout).
 */
async function refuseUndeclaredBody(request: FastifyRequest): Promise<void> {
  const { body } = request;
  if (body === undefined || body === null) return;
  if (typeof body === 'object' && !Array.isArray(body)) {
    const [unknown] = Object.keys(body);
    if (unknown === undefined) return;
    throw badRequest(unknown, fieldSentence(unknown, say('validation.notAllowed')));
  }
  throw badRequest('request body', say('error.noBody'));
}

/** Schema validation and a JSON parser that reads an empty body as no body (DELETE, PUT …/cancel). */
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.addHook('onRoute', (route) => {
      if (route.schema?.body !== undefined) return;
      const hooks = route.preValidation;
      route.preValidation = [...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]), refuseUndeclaredBody];
    });
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    });
  },
  { name: 'ceylon-validation' },
);
