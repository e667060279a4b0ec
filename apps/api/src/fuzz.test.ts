import { relaxedThrottle } from './config';
import { randomSecret, sha256 } from './auth/secrets';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from './auth/context';
import {
  applications,
  categories,
  conversations,
  deals,
  media,
  notifications,
  proposals,
  scheduledNotifications,
  tasks,
  users,
} from './db/schema';
import { DEMO_ACCOUNTS, DEMO_PUBLIC_SLUG, loadDemoData, renderPng } from './seed/demo/index';
import { createTestApp, type CallResult, type TestApp } from './test/harness';
import { operations, spec } from './test/spec';

/**
 * Malformed input, across every operation of openapi.yaml: broken JSON, wrong types for every
 * body field, unknown and missing fields, oversize strings, bad path ids and query values, wrong
 * content types and empty bodies, with and without a token of each role. Every answer must be
 * below 500 and, when it is an error, JSON with a string `message`; a rejected request must not
 * change the number of rows of any table.
 *
 * Deterministic: the generator is seeded (FUZZ_SEED, default below); a failure names its seed
 * and request so it reproduces with `FUZZ_SEED=<seed> npx vitest run ... -t <operationId>`.
 * FUZZ_REPORT=1 prints the statuses answered that the operation does not declare.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const REQUEST_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// A seeded generator (mulberry32).

class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  /** Up to `n` distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const a = copy[i];
      const b = copy[j];
      if (a === undefined || b === undefined) continue;
      copy[i] = b;
      copy[j] = a;
    }
    return copy.slice(0, n);
  }
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// ---------------------------------------------------------------------------------------------
// The spec, read loosely: parameters, request bodies and their schemas.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  example?: Json;
  default?: Json;
}

interface Parameter {
  name: string;
  in: string;
  schema: Schema;
}

interface FuzzOperation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: { mediaType: string; schema: Schema; example: Json | undefined } | null;
}

const root = spec as unknown as Record<string, unknown>;

function resolve<T>(node: T): T {
  let current: unknown = node;
  while (current && typeof current === 'object' && '$ref' in current) {
    const ref = String((current as { $ref: unknown }).$ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);
  }
  return current as T;
}

/** A schema with its $ref resolved and allOf merged. */
function schemaOf(node: Schema | undefined): Schema {
  if (!node) return {};
  const s = resolve(node);
  if (!s.allOf) return s;
  return s.allOf.reduce<Schema>((merged, part) => ({ ...merged, ...schemaOf(part) }), {
    ...s,
    allOf: undefined,
  });
}

interface RawOperation {
  operationId?: string;
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: {
    content?: Record<
      string,
      { schema?: Schema; example?: Json; examples?: Record<string, { value?: Json }> }
    >;
  };
}

function fuzzOperations(): FuzzOperation[] {
  const paths = root.paths as Record<
    string,
    Record<string, RawOperation> & { parameters?: Parameter[] }
  >;
  return operations.map((op) => {
    const item = paths[op.path] ?? {};
    const raw = item[op.method.toLowerCase()] ?? {};
    const parameters = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((p) => {
      const param = resolve(p);
      return { ...param, schema: schemaOf(param.schema) };
    });
    const requestBody = raw.requestBody ? resolve(raw.requestBody) : undefined;
    const [mediaType, content] = Object.entries(requestBody?.content ?? {})[0] ?? [];
    let body: FuzzOperation['body'] = null;
    if (mediaType && content) {
      const firstExample = Object.values(content.examples ?? {})[0];
      const example = content.example ?? (firstExample ? resolve(firstExample).value : undefined);
      body = { mediaType, schema: schemaOf(content.schema), example };
    }
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      secured: (raw.security ?? []).some((s) => 'bearerAuth' in s),
      pathParams: parameters.filter((p) => p.in === 'path'),
      queryParams: parameters.filter((p) => p.in === 'query'),
      body,
    };
  });
}

const FUZZ_OPERATIONS = fuzzOperations();

// ---------------------------------------------------------------------------------------------
// Values: what a schema accepts, valid values and wrong ones.

function jsonType(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typesOf(schema: Schema): Set<string> | null {
  const s = schemaOf(schema);
  const union = s.oneOf ?? s.anyOf;
  if (union) {
    const all = new Set<string>();
    for (const part of union) {
      const types = typesOf(part);
      if (!types) return null;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (s.type) return new Set(Array.isArray(s.type) ? s.type : [s.type]);
  if (s.enum) return new Set(s.enum.map(jsonType));
  if (s.properties) return new Set(['object']);
  return null;
}

const FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/,
  email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  uri: /^[a-z][a-z0-9+.-]*:/i,
};

/** Whether a schema accepts the value's type, enum and format (not its lengths or bounds). */
function accepts(schema: Schema, value: Json): boolean {
  const s = schemaOf(schema);
  const types = typesOf(s);
  const type = jsonType(value);
  if (types && !types.has(type) && !(type === 'integer' && types.has('number'))) return false;
  if (s.enum && !s.enum.some((allowed) => allowed === value)) return false;
  if (typeof value === 'string' && s.format && FORMATS[s.format])
    return FORMATS[s.format]?.test(value) ?? true;
  return true;
}

/** Wrong values by kind: number for string, string for number, null, arrays, objects. */
const WRONG: Record<string, Json[]> = {
  number: [42, -1, 1.5, 0, 1e308, -(2 ** 53) - 2],
  string: ['Gràcia', '', '42', 'true', 'null', '2026-02-30'],
  boolean: [true, false],
  null: [null],
  array: [[], [1, 'Gràcia', null], [[[]]]],
  object: [{}, { nested: { deep: [1, { deeper: true }] } }, { $gt: '' }],
};

function wrongValues(schema: Schema, rng: Rng, kinds: number): { kind: string; value: Json }[] {
  const candidates = Object.entries(WRONG)
    .map(([kind, values]) => ({ kind, values: values.filter((v) => !accepts(schema, v)) }))
    .filter((c) => c.values.length > 0);
  return rng.sample(candidates, kinds).map((c) => ({ kind: c.kind, value: rng.pick(c.values) }));
}

function synth(schema: Schema | undefined): Json {
  const s = schemaOf(schema);
  if (s.example !== undefined) return structuredClone(s.example);
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.enum) return s.enum.find((v) => v !== null) ?? null;
  const union = s.oneOf ?? s.anyOf;
  if (union?.[0]) return synth(union[0]);
  const types = typesOf(s);
  const type = types ? ([...types].find((t) => t !== 'null') ?? 'null') : 'string';
  switch (type) {
    case 'string':
      if (s.format === 'date') return '2026-12-14';
      if (s.format === 'date-time') return '2027-01-15T10:00:00Z';
      if (s.format === 'email') return 'fuzz@colla.test';
      if (s.format === 'uuid') return '3f1c2a9e-5b7d-4c8e-9f10-2a3b4c5d6e7f';
      if (s.format === 'uri') return 'https://colla.test/';
      return 'Gràcia'.slice(0, Math.max(s.minLength ?? 1, Math.min(6, s.maxLength ?? 6)));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return s.minItems ? [synth(s.items)] : [];
    case 'object': {
      const out: Record<string, Json> = {};
      for (const key of s.required ?? []) out[key] = synth(s.properties?.[key]);
      return out;
    }
    default:
      return null;
  }
}

type Path = (string | number)[];

interface Field {
  path: Path;
  schema: Schema;
}

/** Every field of a body: top-level properties, nested object properties, first array item. */
function fieldsOf(schema: Schema, base: Json, prefix: Path = [], depth = 0): Field[] {
  const s = schemaOf(schema);
  if (!s.properties || depth > 2) return [];
  const out: Field[] = [];
  for (const [key, child] of Object.entries(s.properties)) {
    const path = [...prefix, key];
    out.push({ path, schema: child });
    const c = schemaOf(child);
    const value = getAt(base, path);
    if (c.properties && value && typeof value === 'object' && !Array.isArray(value)) {
      out.push(...fieldsOf(c, base, path, depth + 1));
    }
    if (c.items && Array.isArray(value) && value.length > 0) {
      out.push(...fieldsOf(c.items, base, [...path, 0], depth + 1));
    }
  }
  return out;
}

function getAt(value: Json, path: Path): Json | undefined {
  let current: Json | undefined = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current)
      ? typeof key === 'number'
        ? current[key]
        : undefined
      : current[String(key)];
  }
  return current;
}

function setAt(value: Json, path: Path, next: Json | undefined): Json {
  const copy = structuredClone(value);
  let current: Json = copy;
  for (const [index, key] of path.entries()) {
    if (current === null || typeof current !== 'object') return copy;
    const last = index === path.length - 1;
    if (Array.isArray(current)) {
      if (typeof key !== 'number') return copy;
      if (last) {
        if (next === undefined) current.splice(key, 1);
        else current[key] = next;
        return copy;
      }
      current = current[key] ?? null;
    } else {
      const name = String(key);
      if (last) {
        if (next === undefined) Reflect.deleteProperty(current, name);
        else current[name] = next;
        return copy;
      }
      current = current[name] ?? null;
    }
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Requests.

type ActorKey = 'none' | 'admin' | 'brand' | 'creator' | 'otherBrand' | 'otherCreator';
const ROLE_ACTORS: ActorKey[] = ['admin', 'brand', 'creator', 'otherBrand', 'otherCreator'];

interface FuzzRequest {
  label: string;
  actor: ActorKey;
  /** Path parameter values (already URL-encoded); missing ones take the real ids. */
  params?: Record<string, string>;
  query?: string;
  body?: Json;
  payload?: { contentType: string | null; data: string | Buffer };
  /** An Authorization header instead of the actor's token. */
  authorization?: string;
}

interface Ids {
  [key: string]: string;
}

/** The actor an operation is meant for, from its path. */
function ownerRole(op: FuzzOperation): ActorKey {
  if (op.path.startsWith('/api/admin/')) return 'admin';
  if (op.path.startsWith('/api/brand/')) return 'brand';
  if (op.path.startsWith('/api/creator/') || op.path.startsWith('/api/calendar')) return 'creator';
  if (op.path.startsWith('/api/applications/')) return 'brand';
  if (!op.secured) return 'none';
  return 'creator';
}

/** Operations that would change or remove real data when called without a body. */
function isDestructiveWithoutBody(op: FuzzOperation): boolean {
  return op.method !== 'GET' && op.body === null;
}

/** The stream never ends on a real conversation: only call it with ids that cannot exist. */
const STREAMING = new Set(['streamConversation', 'streamMyEvents']);
/** The user's own stream opens for any brand user or creator: only the others are fuzzed. */
const OWN_STREAM = new Set(['streamMyEvents']);

const BAD_IDS = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00'];
const EXTRA_BAD_IDS = ['1e3', '0x1F', '%20', '1%3BDROP%20TABLE%20users', '%ZZ', '9007199254740993'];
const BAD_STRINGS = [
  '%00',
  encodeURIComponent('x'.repeat(3000)),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%8D%B7',
  encodeURIComponent("' OR 1=1 --"),
  '%ZZ',
];
const MALFORMED_JSON = [
  '{"name": ',
  '{',
  '[1, 2',
  '{"a":1}}',
  'nul',
  "{'single': 'quotes'}",
  '{"a": NaN}',
  '\u0000',
  '\ufeff{}',
  '{"a": 01}',
];

function buildRequests(op: FuzzOperation, rng: Rng, ids: Ids): FuzzRequest[] {
  const owner = ownerRole(op);
  const role: ActorKey = owner === 'none' ? 'none' : owner;
  const requests: FuzzRequest[] = [];
  const fakeIds = Object.fromEntries(op.pathParams.map((p) => [p.name, '987654321']));
  const safeParams =
    isDestructiveWithoutBody(op) || STREAMING.has(op.operationId) ? fakeIds : undefined;
  const streaming = STREAMING.has(op.operationId);

  // Without a token, with broken tokens, and with a token of each role.
  if (op.secured) {
    const base: Omit<FuzzRequest, 'label' | 'actor'> = {
      ...(safeParams ? { params: safeParams } : {}),
      ...(op.body?.mediaType === 'application/json'
        ? { body: setAt(baseBody(op, ids), ['unexpected_field'], 'Gràcia') }
        : {}),
    };
    requests.push({ label: 'no token', actor: 'none', ...base });
    for (const authorization of rng.sample(
      [
        'Bearer not-a-real-token',
        'Bearer ',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${'x'.repeat(5000)}`,
        'Bearer a b c',
      ],
      1,
    )) {
      requests.push({
        label: `authorization "${authorization.slice(0, 20)}"`,
        actor: 'none',
        authorization,
        ...base,
      });
    }
    for (const actor of ['admin', 'brand', 'creator'] as const) {
      if (OWN_STREAM.has(op.operationId) && actor !== 'admin') continue;
      requests.push({ label: `as ${actor}`, actor, ...base });
    }
  }

  // Bad path ids and strings.
  for (const param of op.pathParams) {
    const isInteger = typesOf(param.schema)?.has('integer') ?? false;
    const values = isInteger
      ? [...BAD_IDS, ...rng.sample(EXTRA_BAD_IDS, rng.int(2))]
      : rng.sample(BAD_STRINGS, 3);
    for (const value of values) {
      requests.push({
        label: `path ${param.name}=${value.slice(0, 24)}`,
        actor: rng.next() < 0.8 ? role : rng.pick(ROLE_ACTORS),
        params: { ...(safeParams ?? {}), [param.name]: value },
        ...(op.body?.mediaType === 'application/json' ? { body: baseBody(op, ids) } : {}),
      });
    }
  }

  // Bad query values.
  if (!streaming) {
    const queryRequests: string[] = [];
    for (const param of op.queryParams) {
      const s = schemaOf(param.schema);
      const types = typesOf(s);
      let values: string[];
      if (param.name === 'page') values = ['-1', 'abc', ...rng.sample(['0', '1.5', '1e9', ''], 1)];
      else if (param.name === 'per_page') values = ['1000', ...rng.sample(['0', '-5', 'ten'], 1)];
      else if (types?.has('integer'))
        values = rng.sample(['abc', '-1', '0', '1.5', '99999999999999999999'], 2);
      else if (s.enum) values = ['bogus', ''];
      else if (s.format === 'date' || s.format === 'date-time')
        values = rng.sample(['2026-13-45', 'yesterday', '2026-02-30', '1'], 2);
      else values = [encodeURIComponent('x'.repeat((s.maxLength ?? 2000) + 1)), '%00'];
      for (const value of values) queryRequests.push(`${param.name}=${value}`);
    }
    if (op.queryParams.length > 0) {
      queryRequests.push(
        `${op.queryParams[0]?.name ?? 'page'}=1&${op.queryParams[0]?.name ?? 'page'}=2`,
      );
    } else if (op.method === 'GET') {
      queryRequests.push('page=abc&per_page=1000&unknown[]=1');
    }
    for (const query of queryRequests) {
      requests.push({
        label: `query ${query.slice(0, 40)}`,
        actor: rng.next() < 0.8 ? role : rng.pick([...ROLE_ACTORS, 'none' as const]),
        query,
        ...(safeParams ? { params: safeParams } : {}),
        ...(op.body?.mediaType === 'application/json' ? { body: baseBody(op, ids) } : {}),
      });
    }
  }

  if (op.body?.mediaType === 'application/json')
    requests.push(...jsonBodyRequests(op, rng, ids, role));
  else if (op.body?.mediaType === 'multipart/form-data')
    requests.push(...multipartRequests(rng, role));
  else if (op.method !== 'GET' && !streaming) {
    // A body where none is expected, of several types.
    const payloads: FuzzRequest['payload'][] = [
      { contentType: 'application/json', data: '' },
      { contentType: 'application/json', data: rng.pick(MALFORMED_JSON) },
      { contentType: 'application/json', data: '{"unexpected": true}' },
      { contentType: 'text/plain', data: 'Gràcia' },
      { contentType: 'application/xml', data: '<a>1</a>' },
    ];
    for (const payload of payloads) {
      requests.push({
        label: `unexpected body ${payload?.contentType ?? ''} ${String(payload?.data).slice(0, 16)}`,
        actor: role,
        ...(safeParams ? { params: safeParams } : {}),
        payload,
      });
    }
  }
  return requests;
}

const baseBodies = new Map<string, Json>();

/** The operation's example body (or one made from its schema), pointing at real records. */
function baseBody(op: FuzzOperation, ids: Ids): Json {
  const cached = baseBodies.get(op.operationId);
  if (cached !== undefined) return structuredClone(cached);
  const body: Json =
    op.body?.example !== undefined ? structuredClone(op.body.example) : synth(op.body?.schema);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    if ('brand_id' in body) body.brand_id = Number(ids.brand);
    if ('categories' in body) body.categories = [Number(ids.category)];
    if ('category_ids' in body) body.category_ids = [Number(ids.category)];
    if ('user_id' in body && body.user_id !== null) body.user_id = Number(ids.user);
    if ('send_at' in body) body.send_at = '2027-03-01T09:00:00Z';
  }
  baseBodies.set(op.operationId, body);
  return structuredClone(body);
}

function jsonBodyRequests(op: FuzzOperation, rng: Rng, ids: Ids, role: ActorKey): FuzzRequest[] {
  const schema = op.body?.schema ?? {};
  const base = baseBody(op, ids);
  const fields = fieldsOf(schema, base);
  const requests: FuzzRequest[] = [];
  const actor = () => (rng.next() < 0.85 ? role : rng.pick([...ROLE_ACTORS, 'none' as const]));

  // Wrong types for every field.
  for (const field of fields) {
    for (const wrong of wrongValues(field.schema, rng, fields.length > 4 ? 1 : 2)) {
      requests.push({
        label: `${field.path.join('.')} as ${wrong.kind} ${JSON.stringify(wrong.value).slice(0, 30)}`,
        actor: actor(),
        body: setAt(base, field.path, wrong.value),
      });
    }
  }
  // Missing required fields, one at a time, and all at once.
  const s = schemaOf(schema);
  for (const key of s.required ?? []) {
    requests.push({ label: `without ${key}`, actor: actor(), body: setAt(base, [key], undefined) });
  }
  requests.push({ label: 'empty object', actor: actor(), body: {} });
  // Unknown fields, at the top and nested.
  const nested = fields.find((f) => {
    const value = getAt(base, f.path);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  });
  if (nested) {
    requests.push({
      label: `unknown field in ${nested.path.join('.')}`,
      actor: actor(),
      body: setAt(base, [...nested.path, 'secret'], 1),
    });
  }
  // Oversize strings.
  const strings = fields.filter((f) => typesOf(f.schema)?.has('string'));
  for (const field of rng.sample(strings, 2)) {
    const limit = schemaOf(field.schema).maxLength ?? 200_000;
    const value = 'Gràcia '
      .repeat(Math.ceil((limit + 1) / 7))
      .slice(0, Math.min(limit + 1, 300_000));
    requests.push({
      label: `oversize ${field.path.join('.')}`,
      actor: actor(),
      body: setAt(base, field.path, value),
    });
  }
  // Characters PostgreSQL cannot store, in an otherwise valid body.
  const text = strings.find(
    (f) =>
      typeof getAt(base, f.path) === 'string' &&
      !schemaOf(f.schema).format &&
      !schemaOf(f.schema).enum,
  );
  if (text) {
    requests.push({
      label: `NUL in ${text.path.join('.')}`,
      actor: role,
      body: setAt(base, text.path, `Gràcia\u0000${String(getAt(base, text.path))}`),
    });
    requests.push({
      label: `lone surrogate in ${text.path.join('.')}`,
      actor: role,
      body: setAt(base, text.path, 'Gràcia \ud800'),
    });
  }
  // Deep nesting and prototype keys.
  let deep: Json = 'bottom';
  for (let i = 0; i < 2000; i++) deep = { a: deep };
  const firstField = fields[0];
  if (firstField) {
    requests.push({
      label: 'deeply nested value',
      actor: actor(),
      body: setAt(base, firstField.path, deep),
    });
  }
  requests.push(
    rng.pick([
      {
        label: '__proto__ key',
        actor: role,
        payload: {
          contentType: 'application/json',
          data: `{"__proto__": {"type": "admin"}, ${JSON.stringify(base).slice(1)}`,
        },
      },
      {
        label: 'constructor.prototype key',
        actor: role,
        payload: {
          contentType: 'application/json',
          data: '{"constructor": {"prototype": {"isAdmin": true}}}',
        },
      },
    ]),
  );
  // Not an object at all.
  for (const data of rng.sample(['[]', '"Gràcia"', '42', 'null', 'true'], 1)) {
    requests.push({
      label: `body ${data}`,
      actor: actor(),
      payload: { contentType: 'application/json', data },
    });
  }
  // Malformed JSON, empty bodies, no body.
  for (const data of rng.sample(MALFORMED_JSON, 1)) {
    requests.push({
      label: `malformed JSON ${JSON.stringify(data)}`,
      actor: actor(),
      payload: { contentType: 'application/json', data },
    });
  }
  requests.push({
    label: 'empty JSON body',
    actor: role,
    payload: { contentType: 'application/json', data: '' },
  });
  requests.push({ label: 'no body', actor: role });
  // Wrong content types.
  const json = JSON.stringify(base);
  for (const [contentType, data] of rng.sample(
    [
      ['text/plain', json],
      ['application/x-www-form-urlencoded', 'name=Gr%C3%A0cia&status=active&email=a%40b.c'],
      ['application/xml', '<proposal><name>Gràcia</name></proposal>'],
      ['multipart/form-data', 'no boundary'],
      ['application/json; charset=utf-16', json],
      ['image/png', renderPng(2, 2, () => [255, 0, 0])],
      [null, json],
    ] as [string | null, string | Buffer][],
    2,
  )) {
    requests.push({
      label: `content type ${String(contentType)}`,
      actor: role,
      payload: { contentType, data },
    });
  }
  return requests;
}

function multipart(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: string | Buffer }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipartRequests(rng: Rng, role: ActorKey): FuzzRequest[] {
  const boundary = '----colla-fuzz-boundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const png = renderPng(4, 4, (x, y) => [x * 60, y * 60, 120]);
  /** The 4×4 PNG as the `file` part. */
  const pngFile = (filename: string) => ({ name: 'file', filename, type: 'image/png', data: png });
  /** One text field, then the PNG. */
  const fieldThenPng = (name: string, data: string) =>
    multipart(boundary, [{ name, data }, pngFile('a.png')]);
  const variants: [string, string | null, string | Buffer][] = [
    ['JSON instead of a file', 'application/json', '{"file": "Gràcia"}'],
    ['empty multipart', type, `--${boundary}--\r\n`],
    ['file as a text field', type, multipart(boundary, [{ name: 'file', data: 'not a file' }])],
    [
      'garbage file',
      type,
      multipart(boundary, [
        {
          name: 'file',
          filename: 'photo.jpg',
          type: 'image/jpeg',
          data: Buffer.from('not really a jpeg'),
        },
      ]),
    ],
    [
      'empty file',
      type,
      multipart(boundary, [
        { name: 'file', filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) },
      ]),
    ],
    [
      'truncated PNG',
      type,
      multipart(boundary, [
        { name: 'file', filename: 'cut.png', type: 'image/png', data: png.subarray(0, 12) },
      ]),
    ],
    ['deal_id not a number', type, fieldThenPng('deal_id', 'abc')],
    ['deal_id of nobody', type, fieldThenPng('deal_id', '987654321')],
    ['unknown field', type, fieldThenPng('owner_id', '1')],
    ['two files', type, multipart(boundary, [pngFile('a.png'), pngFile('b.png')])],
    [
      'no closing boundary',
      type,
      multipart(
        boundary,
        [{ name: 'file', filename: 'a.png', type: 'image/png', data: png }],
        false,
      ),
    ],
    [
      'no boundary parameter',
      'multipart/form-data',
      multipart(boundary, [{ name: 'file', filename: 'a.png', data: png }]),
    ],
    [
      'HTML named as an image',
      type,
      multipart(boundary, [
        {
          name: 'file',
          filename: '../../evil.html',
          type: 'image/png',
          data: '<script>alert(1)</script>',
        },
      ]),
    ],
    ['no body', null, ''],
  ];
  return rng.sample(variants, variants.length).map(([label, contentType, data]) => ({
    label: `multipart: ${label}`,
    actor: rng.next() < 0.85 ? role : rng.pick(ROLE_ACTORS),
    payload: { contentType, data },
  }));
}

// ---------------------------------------------------------------------------------------------
// Row counts: a rejected request must leave every table as it was.

const COUNTED = [
  'users',
  'brands',
  'brand_managers',
  'categories',
  'creator_profiles',
  'proposals',
  'proposal_categories',
  'task_templates',
  'applications',
  'deals',
  'tasks',
  'conversations',
  'messages',
  'media',
  'notifications',
  'scheduled_notifications',
  'invitations',
  'device_tokens',
];
const COUNT_SQL = sql.raw(
  `select ${COUNTED.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
);

type Counts = Record<string, number>;

/** The number of rows of every table that a request could write, in one query. */
async function rowCounts(t: TestApp): Promise<Counts> {
  const result: unknown = await t.database.db.execute(COUNT_SQL);
  const [row] = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  return Object.fromEntries(COUNTED.map((name) => [name, Number(row?.[name] ?? NaN)]));
}

function diff(before: Counts, after: Counts): Counts {
  const out: Counts = {};
  for (const [name, n] of Object.entries(after)) {
    const delta = n - (before[name] ?? 0);
    if (delta !== 0) out[name] = delta;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

describe('malformed input', () => {
  let t: TestApp;
  const ids: Ids = {};
  const actorUsers = new Map<ActorKey, number>();
  let countsAtStart: Counts;
  let lastCounts: Counts;
  const acceptedDeltas: Counts = {};
  const undeclared = new Map<string, number>();
  const accepted: string[] = [];
  let requestsSent = 0;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { perMinute: 1_000_000 }, throttle: relaxedThrottle() });
    await loadDemoData(t.database.db, t.app.colla.config);
    const db = t.database.db;
    const userId = async (email: string) => {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      if (!row) throw new Error(`missing ${email}`);
      return row;
    };
    const admin = await userId(DEMO_ACCOUNTS.admin);
    const brandUser = await userId(DEMO_ACCOUNTS.brand);
    const creator = await userId(DEMO_ACCOUNTS.creator);
    const target = await userId('oriol.camps@colla.test');
    actorUsers.set('admin', admin.id);
    actorUsers.set('brand', brandUser.id);
    actorUsers.set('creator', creator.id);
    // The creator's feed, with a token we know (only its hash is stored).
    const feedToken = randomSecret();
    await db
      .update(users)
      .set({ calendarFeedTokenHash: sha256(feedToken), calendarFeedCreatedAt: new Date() })
      .where(eq(users.id, creator.id));
    actorUsers.set('otherBrand', t.world.brandUserB.user.id);
    actorUsers.set('otherCreator', t.world.creatorB.user.id);

    const [proposal] = await db
      .select()
      .from(proposals)
      .where(eq(proposals.slug, DEMO_PUBLIC_SLUG));
    if (!proposal) throw new Error('missing the demo proposal');
    const [pending] = await db
      .select()
      .from(applications)
      .where(eq(applications.proposalId, proposal.id))
      .then((rows) => rows.filter((a) => a.status === 'pending'));
    const [deal] = await db.select().from(deals).where(eq(deals.creatorId, creator.id));
    if (!pending || !deal) throw new Error('missing demo applications or deals');
    const [task] = await db.select().from(tasks).where(eq(tasks.dealId, deal.id));
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.dealId, deal.id));
    const [notification] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, creator.id));
    const [scheduled] = await db
      .select()
      .from(scheduledNotifications)
      .where(eq(scheduledNotifications.status, 'scheduled'));
    const [file] = await db.select().from(media).where(eq(media.brandId, proposal.brandId));
    const [category] = await db.select().from(categories).where(eq(categories.slug, 'nightlife'));
    if (!task || !conversation || !notification || !scheduled || !file || !category)
      throw new Error('missing demo records');
    Object.assign(ids, {
      user: String(target.id),
      brand: String(proposal.brandId),
      category: String(category.id),
      proposal: String(proposal.id),
      secretSlug: encodeURIComponent(proposal.secretSlug),
      slug: DEMO_PUBLIC_SLUG,
      application: String(pending.id),
      deal: String(deal.id),
      task: String(task.id),
      conversation: String(conversation.id),
      notification: String(notification.id),
      scheduled: String(scheduled.id),
      media: String(file.id),
      feedToken: encodeURIComponent(feedToken),
    });
    countsAtStart = await rowCounts(t);
    lastCounts = countsAtStart;
  }, 60_000);

  afterAll(async () => {
    if (process.env.FUZZ_REPORT) {
      const lines = [...undeclared.entries()].sort().map(([key, n]) => `  ${key} ×${n}`);
      console.info(
        `fuzz: ${requestsSent} requests, seed ${SEED}; statuses not declared by the operation:\n${lines.join('\n')}\naccepted writes:\n  ${accepted.join('\n  ')}`,
      );
    }
    await t.close();
  });

  /** The real value of a path parameter for this operation. */
  function realParam(op: FuzzOperation, name: string): string {
    const p = op.path;
    if (name === 'task_id') return ids.task ?? '1';
    if (name === 'token') return 'not-an-invitation-token';
    if (name === 'secret_slug') return ids.secretSlug ?? 'x';
    if (name === 'slug') return ids.slug ?? 'x';
    if (name === 'feed_token') return ids.feedToken ?? 'x';
    const table: [RegExp, string | undefined][] = [
      [/^\/api\/admin\/users\//, ids.user],
      [/^\/api\/admin\/brands\//, ids.brand],
      [/categories\//, ids.category],
      [/proposals\//, ids.proposal],
      [/^\/api\/applications\//, ids.application],
      [/^\/api\/deals\//, ids.deal],
      [/^\/api\/conversations\//, ids.conversation],
      [/^\/api\/notifications\//, ids.notification],
      [/scheduled-notifications\//, ids.scheduled],
      [/^\/api\/brand\/media\//, ids.media],
    ];
    return table.find(([pattern]) => pattern.test(p))?.[1] ?? '1';
  }

  async function send(op: FuzzOperation, request: FuzzRequest): Promise<CallResult> {
    const url = op.path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => request.params?.[name] ?? realParam(op, name),
    );
    const headers: Record<string, string> = {};
    let token: string | undefined;
    const userId = actorUsers.get(request.actor);
    if (request.authorization !== undefined) headers.authorization = request.authorization;
    else if (userId !== undefined) token = await issueToken(t.database.db, userId);
    const options =
      request.payload !== undefined
        ? {
            token,
            headers: request.payload.contentType
              ? { ...headers, 'content-type': request.payload.contentType }
              : headers,
            payload: request.payload.data,
          }
        : { token, headers, ...(request.body !== undefined ? { body: request.body } : {}) };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
        REQUEST_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([
        t.call(op.method, request.query ? `${url}?${request.query}` : url, options),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  for (const op of FUZZ_OPERATIONS) {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      const rng = new Rng(SEED ^ hashString(op.operationId));
      const requests = buildRequests(op, rng, ids);
      const failures: string[] = [];
      const declared = new Set(
        Object.keys(operations.find((o) => o.operationId === op.operationId)?.responses ?? {}),
      );
      for (const request of requests) {
        const where = `[seed ${SEED}] ${op.operationId} ${request.label} (as ${request.actor})`;
        let result: CallResult;
        try {
          result = await send(op, request);
        } catch (error) {
          failures.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        requestsSent++;
        // Counted after every write request (reads are checked together, below).
        let changed: Counts = {};
        if (op.method !== 'GET') {
          const before = lastCounts;
          lastCounts = await rowCounts(t);
          changed = diff(before, lastCounts);
        }
        if (result.status >= 500) {
          failures.push(`${where}: ${result.status} ${result.text.slice(0, 160)}`);
        } else if (result.status >= 400) {
          const body = result.body;
          const message =
            body !== null && typeof body === 'object' && 'message' in body
              ? body.message
              : undefined;
          if (!result.contentType?.includes('application/json') || typeof message !== 'string') {
            failures.push(
              `${where}: ${result.status} without a JSON message: ${String(result.contentType)} ${result.text.slice(0, 120)}`,
            );
          }
          if (Object.keys(changed).length > 0) {
            failures.push(
              `${where}: rejected with ${result.status} but changed rows ${JSON.stringify(changed)}`,
            );
          }
        } else if (Object.keys(changed).length > 0) {
          for (const [name, delta] of Object.entries(changed)) {
            acceptedDeltas[name] = (acceptedDeltas[name] ?? 0) + delta;
          }
          accepted.push(`${where}: ${result.status} ${JSON.stringify(changed)}`);
        }
        if (!declared.has(String(result.status))) {
          const key = `${op.operationId} ${result.status}`;
          undeclared.set(key, (undeclared.get(key) ?? 0) + 1);
        }
      }
      if (op.method === 'GET') {
        const before = lastCounts;
        lastCounts = await rowCounts(t);
        const changed = diff(before, lastCounts);
        if (Object.keys(changed).length > 0) {
          failures.push(`${op.operationId}: reads changed rows ${JSON.stringify(changed)}`);
        }
      }
      expect(requests.length).toBeGreaterThan(0);
      expect(failures, `${failures.length} of ${requests.length} requests failed`).toEqual([]);
    }, 120_000);
  }

  it('changed no rows through rejected or read-only requests over the whole run', async () => {
    const total = diff(countsAtStart, await rowCounts(t));
    const expected = Object.fromEntries(Object.entries(acceptedDeltas).filter(([, n]) => n !== 0));
    expect(total).toEqual(expected);
    expect(requestsSent).toBeGreaterThan(300);
  });
});
