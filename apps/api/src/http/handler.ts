import type { operations } from '@colla/api-client/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AuthContext } from '../auth/context';

export type OperationId = keyof operations;
type Op<O extends OperationId> = operations[O];

type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : T extends undefined
    ? Record<string, never>
    : T;

export type PathParams<O extends OperationId> = OrEmpty<NonNullable<Op<O>['parameters']['path']>>;
export type QueryParams<O extends OperationId> = OrEmpty<NonNullable<Op<O>['parameters']['query']>>;
export type JsonBody<O extends OperationId> =
  Op<O> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<O> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

type Responses<O extends OperationId> = Op<O>['responses'];
export type SuccessStatus<O extends OperationId> = Extract<
  keyof Responses<O>,
  200 | 201 | 202 | 204
>;
type ContentOf<R> = R extends { content: infer C }
  ? [C] extends [never]
    ? undefined
    : C[keyof C]
  : undefined;

/** What a handler answers: one of the operation's success statuses with its typed body. */
export type Reply<O extends OperationId> = {
  [S in SuccessStatus<O>]: {
    status: S;
    body: ContentOf<Responses<O>[S]>;
    headers?: Record<string, string>;
  };
}[SuccessStatus<O>];

/** Returned by a handler that wrote the response itself (the chat stream). */
export const HIJACKED = Symbol('hijacked');

export interface HandlerContext<O extends OperationId> {
  params: PathParams<O>;
  query: QueryParams<O>;
  body: JsonBody<O>;
  /** The signed-in user, for operations secured by a bearer token. */
  auth: AuthContext | null;
  req: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
}

export type Handler<O extends OperationId> = (
  ctx: HandlerContext<O>,
) => Promise<Reply<O> | typeof HIJACKED>;

export type Handlers = { [O in OperationId]: Handler<O> };
export type HandlerGroup = { [O in OperationId]?: Handler<O> };

/** Shorthands for the common answers. */
export const ok = <B>(body: B) => ({ status: 200 as const, body });
export const created = <B>(body: B) => ({ status: 201 as const, body });
export const noContent = () => ({ status: 204 as const, body: undefined });
