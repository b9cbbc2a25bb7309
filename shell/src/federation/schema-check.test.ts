import { RemotesManifestSchema } from '@ceylon/shared/contracts/remotes-manifest';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test is never bundled, and TypeBox's own checker is what the shell's walker must agree with
import { Value } from 'typebox/value';
import { matchesSchema } from './schema-check';

const entry = { name: 'remote_public', version: 'v2', entry: '/releases/public/v2/remoteEntry.js', previous: null };
const previous = { version: 'v1', entry: '/releases/public/v1/remoteEntry.js' };

const samples: [string, unknown][] = [
  ['no areas', {}],
  ['one area', { public: entry }],
  ['one area with its previous release', { public: { ...entry, previous } }],
  ['every area', { public: entry, customer: entry, owner: entry, admin: entry }],
  ['a key that is no area', { public: entry, extra: 1 }],
  ['an entry with a field more', { public: { ...entry, hash: 'abc' } }],
  ['an entry without previous', { public: { name: 'n', version: 'v', entry: 'e' } }],
  ['an entry with a number for a name', { public: { ...entry, name: 7 } }],
  ['an entry that is null', { public: null }],
  ['an entry that is a list', { public: [] }],
  ['a previous release without a version', { public: { ...entry, previous: { entry: 'e' } } }],
  ['a previous release that is a list', { public: { ...entry, previous: [] } }],
  ['a list', []],
  ['null', null],
  ['a string', 'remotes'],
];

describe("the shell's check of /remotes.json", () => {
  it.each(samples)('agrees with TypeBox on %s', (_case, value) => {
    expect(matchesSchema(RemotesManifestSchema, value)).toBe(Value.Check(RemotesManifestSchema, value));
  });

  it('has samples that pass and samples that fail', () => {
    const verdicts = new Set(samples.map(([, value]) => matchesSchema(RemotesManifestSchema, value)));
    expect(verdicts).toEqual(new Set([true, false]));
  });

  it('understands every keyword the manifest schema uses', () => {
    const keywords = new Set<string>();
    const collect = (node: object) => {
      Object.keys(node).forEach((key) => keywords.add(key));
      const { anyOf = [], properties = {} } = node as { anyOf?: object[]; properties?: Record<string, object> };
      [...anyOf, ...Object.values(properties)].forEach(collect);
    };
    collect(RemotesManifestSchema);
    expect([...keywords].sort()).toEqual(['anyOf', 'properties', 'required', 'type']);
  });
});
