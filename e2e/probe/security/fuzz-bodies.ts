// Hostile variations of a valid request body. Seeded, so a run can be repeated exactly.

export type Fields = Record<string, unknown>;

export interface FuzzCase {
  payload?: string;
  contentType?: string;
  /** Top-level keys the route does not accept (what a closed schema must refuse). */
  unknownKeys: string[];
  /** What was done, e.g. "server-owned+control". */
  label: string;
}

export interface Random {
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast, good enough to vary test input. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)] as (typeof items)[number] };
}

/** Columns the server owns; `ids` gives real ids to aim at (another user, a new uuid). */
export function serverOwnedValues(ids: { otherUserId: string; newId: string }): Fields {
  return {
    id: ids.newId,
    creatorId: ids.otherUserId,
    userId: ids.otherUserId,
    createdAt: '1970-01-01T00:00:00Z',
    updatedAt: '2999-01-01T00:00:00Z',
    deletedAt: '2020-01-01T00:00:00Z',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$cHJvYmVwcm9iZQ$cHJvYmVwcm9iZXByb2JlcHJvYmVwcm9iZXByb2Jl',
    role: 'admin',
    status: 'confirmed',
    totalPrice: 0,
    emailedAt: '2020-01-01T00:00:00Z',
    sessionVersion: 0,
  };
}

/** createdAt values the fuzz sends; any row carrying one was written from a client's body. */
export const CLIENT_CHOSEN_TIMES = ['1970-01-01', '2999-01-01', '2020-01-01'];

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\u001b[31m', '\r\n', '\u007f', '\u0085', '\u2028'];
const UNICODE = [
  'ශ්‍රී ලංකා',
  'இலங்கை',
  '🏨🌴',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '\u200b',
  '\u00a0',
  '\u3000',
  '\ud800',
  'Ｆｕｌｌ',
  '\ufeff',
];
const LIMITS = [0, -1, -0, 0.1 + 0.2, 1.005, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324, 10_000, 10_001, 1_000_001];
const RAW_NUMBERS = ['1e400', '-1e400', '1e-400', '-0', '0.0000000000000000000001', '123456789012345678901234567890'];
const HUGE = [256, 5_001, 70_000];
const INVALID_JSON = [
  '{',
  '{"a":',
  "{'email':'x'}",
  '{"a":1,}',
  '[1,2',
  'nul',
  '{"a":"\\u12"}',
  '\u0000',
  '{"a":1}{"b":2}',
  '"x',
  '{"a":01}',
];
const ODD_BODIES = ['', 'null', '"text"', '123', 'true', '[]', '\ufeff{}'];
const UNKNOWN_NAMES = ['foo', 'isAdmin', 'admin', 'constructor', 'toString', '$where', 'a'.repeat(300)];

type Mutator = (random: Random, fields: Fields, owned: Fields) => string;

/** A key of `fields`, or undefined when there is none. */
const someKey = (random: Random, fields: Fields) => {
  const keys = Object.keys(fields);
  return keys.length ? random.pick(keys) : undefined;
};

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

const MUTATORS: Record<string, Mutator> = {
  'server-owned': (random, fields, owned) => {
    for (let n = 1 + random.int(3); n > 0; n--) {
      const key = random.pick(Object.keys(owned));
      fields[key] = owned[key];
    }
    return 'server-owned';
  },
  unknown: (random, fields) => {
    fields[random.pick(UNKNOWN_NAMES)] = random.pick<unknown>([1, true, 'x', { $gt: '' }, null]);
    return 'unknown';
  },
  'wrong-type': (random, fields) => {
    const key = someKey(random, fields);
    if (key) fields[key] = random.pick<unknown>([null, true, 42, '42', 'yes', [], {}, ['a'], { value: fields[key] }]);
    return 'wrong-type';
  },
  huge: (random, fields) => {
    const key = someKey(random, fields);
    if (key) fields[key] = 'A'.repeat(random.pick(HUGE));
    return 'huge';
  },
  control: (random, fields) => {
    const key = someKey(random, fields);
    if (key) fields[key] = `${String(fields[key])}${random.pick(CONTROL)}`;
    return 'control';
  },
  unicode: (random, fields) => {
    const key = someKey(random, fields);
    if (key) fields[key] = random.int(2) ? `${String(fields[key])}${random.pick(UNICODE)}` : random.pick(UNICODE);
    return 'unicode';
  },
  nested: (random, fields) => {
    const key = someKey(random, fields);
    if (key) fields[key] = deep(1 + random.int(60));
    return 'nested';
  },
  array: (random, fields) => {
    const key = someKey(random, fields);
    if (key) fields[key] = [fields[key], fields[key]];
    return 'array';
  },
  'number-limit': (random, fields) => {
    const key = someKey(random, fields);
    if (key) fields[key] = random.pick(LIMITS);
    return 'number-limit';
  },
  missing: (random, fields) => {
    const keys = Object.keys(fields);
    for (let n = 1 + random.int(keys.length || 1); n > 0 && keys.length > 0; n--) {
      const [key] = keys.splice(random.int(keys.length), 1);
      if (key !== undefined) delete fields[key];
    }
    return 'missing';
  },
};

const WEIGHTED = [
  ...Array<string>(4).fill('server-owned'),
  ...Array<string>(2).fill('unknown'),
  ...Array<string>(2).fill('wrong-type'),
  'huge',
  ...Array<string>(2).fill('control'),
  'unicode',
  'nested',
  'array',
  ...Array<string>(2).fill('number-limit'),
  'missing',
];

/**
 * One hostile variation of `valid`; `acceptedKeys` are the fields the route takes (a superset of
 * valid's keys). About one case in ten is sent unchanged, one in five is no valid JSON object.
 */
export function fuzzCase(random: Random, valid: Fields, acceptedKeys: readonly string[], owned: Fields): FuzzCase {
  const accepted = new Set(acceptedKeys);
  const roll = random.next();
  if (roll < 0.1) return { payload: JSON.stringify(valid), unknownKeys: [], label: 'valid' };
  if (roll < 0.16) return { payload: random.pick(INVALID_JSON), unknownKeys: [], label: 'invalid-json' };
  if (roll < 0.2) return { payload: random.pick(ODD_BODIES), unknownKeys: [], label: 'odd-body' };
  if (roll < 0.23) {
    // Prototype pollution and duplicate keys can only be written as raw JSON.
    const raw = random.pick([
      { key: '__proto__', text: '"__proto__":{"role":"admin","isAdmin":true}' },
      { key: 'constructor', text: '"constructor":{"prototype":{"isAdmin":true}}' },
      { key: 'role', text: '"role":"admin","role":"admin"' },
      { key: 'id', text: `"id":${JSON.stringify(owned.id)}` },
    ]);
    const inner = JSON.stringify(valid).slice(1, -1);
    const unknownKeys = accepted.has(raw.key) ? [] : [raw.key];
    return { payload: `{${inner}${inner ? ',' : ''}${raw.text}}`, unknownKeys, label: `raw-${raw.key}` };
  }
  if (roll < 0.26) {
    const number = random.pick(RAW_NUMBERS);
    const key = someKey(random, valid);
    const body = key
      ? JSON.stringify({ ...valid, [key]: 0 }).replace(`${JSON.stringify(key)}:0`, `${JSON.stringify(key)}:${number}`)
      : `{"n":${number}}`;
    return { payload: body, unknownKeys: key ? [] : ['n'], label: 'raw-number' };
  }
  if (roll < 0.28) {
    const contentType = random.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'application/xml',
    ]);
    return { payload: JSON.stringify(valid), contentType, unknownKeys: [], label: `content-type ${contentType}` };
  }
  if (roll < 0.3) {
    const wrapped = random.int(2) ? [valid] : { data: valid };
    return { payload: JSON.stringify(wrapped), unknownKeys: Array.isArray(wrapped) ? [] : ['data'], label: 'wrapped' };
  }

  const fields: Fields = { ...valid };
  const labels: string[] = [];
  for (let n = 1 + random.int(2); n > 0; n--) {
    const name = random.pick(WEIGHTED);
    const mutate = MUTATORS[name];
    if (mutate) labels.push(mutate(random, fields, owned));
  }
  return { payload: JSON.stringify(fields), unknownKeys: Object.keys(fields).filter((key) => !accepted.has(key)), label: labels.join('+') };
}
