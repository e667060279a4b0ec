import type { operations } from '@colla/api-client/schema';
import { expect } from 'vitest';
import type { OperationId } from '../http/handler';
import type { CallOptions, CallResult, TestApp } from './harness';
import { operationById } from './spec';
import type { Actor, World } from './world';

/**
 * Calling an operation of openapi.yaml by its operationId: the method and the path come from the
 * spec, the input is typed by the generated `operations`, and the answer is a union by status, so
 * `if (res.status === 200) res.body` is the 200 schema. `t.op('getDeal', { path: { deal: 7 } },
 * { as: 'creatorA' })`.
 */

type Op<O extends OperationId> = operations[O];
type Responses<O extends OperationId> = Op<O>['responses'];

/** The statuses an operation declares. */
export type StatusOf<O extends OperationId> = Extract<keyof Responses<O>, number>;

type ContentOf<R> = R extends { content: infer C }
  ? [C] extends [never]
    ? undefined
    : C[keyof C]
  : undefined;

/** An answer of one declared status, its body typed by the spec. */
export type Answer<O extends OperationId, S extends StatusOf<O> = StatusOf<O>> = Omit<
  CallResult,
  'status' | 'body'
> & { status: S; body: ContentOf<Responses<O>[S]> };

/** Any declared answer of an operation: narrow it with `res.status === …` or `expectStatus`. */
export type OpResult<O extends OperationId> = { [S in StatusOf<O>]: Answer<O, S> }[StatusOf<O>];

type PathOf<O extends OperationId> = NonNullable<Op<O>['parameters']['path']>;
type QueryOf<O extends OperationId> = NonNullable<Op<O>['parameters']['query']>;
type JsonOf<O extends OperationId> =
  Op<O> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

const UNCHECKED = Symbol('unchecked');
/** A value sent as it is, off the spec on purpose (a malformed body or query, for a 422). */
export interface Unchecked {
  readonly [UNCHECKED]: unknown;
}
/** Marks input that breaks the spec on purpose: `body: unchecked({ email: 42 })`. */
export const unchecked = (value: unknown): Unchecked => ({ [UNCHECKED]: value });
const isUnchecked = (value: unknown): value is Unchecked =>
  typeof value === 'object' && value !== null && UNCHECKED in value;

/** A scalar on the wire: path and query values may be any (to send an out-of-range one). */
type Wire = string | number | boolean;

/**
 * A request body as a test may send it: every field optional at any depth (openapi.yaml's defaults
 * make fields required in the generated types, and a 422 case leaves fields out), but no unknown
 * field and no value of the wrong type unless wrapped in `unchecked`.
 */
type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
export type OpBody<O extends OperationId> = DeepPartial<JsonOf<O>>;

/** What a call sends. Path parameters are required when the operation's path has some. */
export type OpInput<O extends OperationId> = ([PathOf<O>] extends [never]
  ? { path?: undefined }
  : { path: { [K in keyof PathOf<O>]: Wire | undefined } }) & {
  query?: ([QueryOf<O>] extends [never] ? never : { [K in keyof QueryOf<O>]?: Wire }) | Unchecked;
  body?: ([JsonOf<O>] extends [never] ? never : OpBody<O>) | Unchecked;
  headers?: Record<string, string>;
  /** A raw payload with its own content-type header (multipart, malformed JSON). */
  payload?: string | Buffer;
};

/** The world's signed-in users by name. */
export type ActorName = { [K in keyof World]: World[K] extends Actor ? K : never }[keyof World];

/** Who calls: one of the world's users by name, anyone with a token, or nobody (undefined). */
export type As = ActorName | { token: string } | undefined;

export interface OpOptions {
  as?: As;
}

type OpArgs<O extends OperationId> = [PathOf<O>] extends [never]
  ? [input?: OpInput<O>, options?: OpOptions]
  : [input: OpInput<O>, options?: OpOptions];

export type OpFn = <O extends OperationId>(
  operationId: O,
  ...args: OpArgs<O>
) => Promise<OpResult<O>>;

/** A test app that calls operations by id. */
export type ContractApp = TestApp & { op: OpFn };

export function tokenOf(t: TestApp, as: As): string | undefined {
  if (as === undefined) return undefined;
  return typeof as === 'string' ? t.world[as].token : as.token;
}

/** The URL of an operation: its spec path with the parameters filled in. */
export function urlOf(
  operationId: OperationId,
  path: Record<string, Wire | undefined> = {},
): string {
  const op = operationById.get(operationId);
  if (!op) throw new Error(`${operationId} is not in openapi.yaml`);
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = path[name];
    if (value === undefined) throw new Error(`${operationId}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** Any operation's input, unchecked: what `t.op` and the case factories send. */
export interface RawInput {
  path?: Record<string, Wire | undefined> | undefined;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  payload?: string | Buffer | undefined;
}

/** Calls an operation: its method and path from the spec, `as` signed in. */
export function callOp(
  t: TestApp,
  operationId: OperationId,
  input: RawInput = {},
  options: OpOptions = {},
): Promise<CallResult> {
  const method = operationById.get(operationId)?.method ?? 'GET';
  const query = isUnchecked(input.query) ? input.query[UNCHECKED] : input.query;
  const body = isUnchecked(input.body) ? input.body[UNCHECKED] : input.body;
  const call: CallOptions = {
    token: tokenOf(t, options.as),
    ...(query !== undefined ? { query: query as CallOptions['query'] } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(input.headers ? { headers: input.headers } : {}),
    ...(input.payload !== undefined ? { payload: input.payload } : {}),
  };
  return t.call(method, urlOf(operationId, input.path ?? {}), call);
}

const opped = new WeakMap<TestApp, ContractApp>();

/** The same test app (the same object, so caches keyed by it still hold) with `op`. */
export function withOps(t: TestApp): ContractApp {
  const known = opped.get(t);
  if (known) return known;
  const op = (operationId: OperationId, input?: RawInput, options?: OpOptions) =>
    callOp(t, operationId, input, options);
  // The answer is typed by the spec; contract.test.ts validates each one against it.
  const app = Object.assign(t, { op: op as OpFn });
  opped.set(t, app);
  return app;
}

/**
 * Asserts an answer's status (showing the body when it is not) and narrows it:
 * `const { id } = expectStatus(await t.op('createBrandProposal', …), 201).body`.
 */
export function expectStatus<R extends { status: number; text: string }, S extends R['status']>(
  result: R,
  status: S,
  message = result.text.slice(0, 500),
): Extract<R, { status: S }> {
  expect(result.status, message).toBe(status);
  return result as Extract<R, { status: S }>;
}
