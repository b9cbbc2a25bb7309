// The OpenAPI document is a product. It passes Redocly's `recommended` rules and
// Spectral's `spectral:oas` and OWASP rules, as configured in api/openapi/ (docs/api-document.md),
// with no problem of any severity.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { Document, Ruleset, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { defined, schema, truthy } from '@stoplight/spectral-functions';
import owasp from '@stoplight/spectral-owasp-ruleset';
import { Json, Yaml } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { useTestApp } from '../test/test-app';

const RULESETS = path.resolve(__dirname, '..', '..', 'openapi');

// The ruleset file names what it extends and the functions its rules call, as the CLI reads it;
// without the CLI's bundler they are looked up here.
const EXTENDS: Record<string, unknown> = { 'spectral:oas': oas, '@stoplight/spectral-owasp-ruleset': owasp };
const FUNCTIONS: Record<string, unknown> = { defined, schema, truthy };

function withFunctions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withFunctions);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'function' && typeof value === 'string' ? FUNCTIONS[value] : withFunctions(value),
    ]),
  );
}

function spectralRuleset(): Ruleset {
  const file = path.join(RULESETS, 'spectral.yaml');
  const { data } = Yaml.parse(readFileSync(file, 'utf8')) as { data: { extends: string[]; rules: Record<string, unknown> } };
  const definition = {
    extends: data.extends.map((name) => EXTENDS[name] ?? name),
    rules: withFunctions(data.rules),
  } as RulesetDefinition;
  return new Ruleset(definition, { source: file });
}

describe('the OpenAPI document', () => {
  const test_ = useTestApp('pglite', { seed: 'none' });
  let document = '';

  beforeAll(async () => {
    const response = await test_.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.body;
  });

  it("has no problem by Redocly's recommended rules", async () => {
    const config = await loadConfig({ configPath: path.join(RULESETS, 'redocly.yaml') });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const listed = problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '#'}: ${p.message}`);
    expect(listed).toEqual([]);
  });

  it("has no problem by Spectral's spectral:oas and OWASP rules", async () => {
    const spectral = new Spectral();
    spectral.setRuleset(spectralRuleset());
    const results = await spectral.run(new Document(document, Json, 'openapi.json'));
    const listed = results.map((r) => `${r.severity} ${String(r.code)} at ${r.path.join('.')}: ${r.message}`);
    expect(listed).toEqual([]);
  });

  it('leaves out the keywords only the validator reads', () => {
    expect(document).not.toContain('errorMessage');
    expect(document).not.toContain('x-pattern-length');
  });
});
