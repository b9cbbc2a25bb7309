import type { FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import { badRequest } from '../http-errors';
import { describeValidationErrors } from '../schemas/validation-messages';

registerAjvFormats();

const PART_NAMES: Record<string, string> = { body: 'request body', querystring: 'query', params: 'path', headers: 'headers' };

/**
 * TypeBox validation with a readable 400: bodies are taken as sent (a string is not a number),
 * while query, path and header values, which are always text, are converted first.
 */
const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value: unknown) => {
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (check.Check(converted)) return { value: converted };
    const [problem] = describeValidationErrors(schema, check.Errors(converted));
    const field = problem?.field || PART_NAMES[httpPart ?? ''] || 'request';
    return { error: badRequest(field, `${field} ${problem?.detail ?? 'is invalid'}`) };
  };
};

/** Schema validation and a JSON parser that reads an empty body as no body (DELETE, PUT …/cancel). */
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'ceylon-validation' },
);
