import { expect } from 'vitest';
import type { OperationId } from '../http/handler';
import { impersonationToken } from '../test/auth';
import type { CallResult } from '../test/harness';
import {
  callOp,
  type ActorName,
  type Answer,
  type As,
  type ContractApp,
  type OpInput,
  type StatusOf,
} from '../test/op';

/**
 * One contract case: an operation called in one situation, answering one declared status.
 * The runner (`contract.test.ts`) checks the status and validates the body against the spec,
 * then hands `check` the answer typed by that status.
 */
interface CaseOf<O extends OperationId, S extends StatusOf<O>> {
  operationId: O;
  status: S;
  name: string;
  run(t: ContractApp): Promise<CallResult>;
  /** Extra assertions on top of the contract (data, side effects). */
  check?: (result: Answer<O, S>, t: ContractApp) => Promise<void> | void;
}

/** Any case: a union over every operation and each status it declares. */
export type ContractCase = {
  [O in OperationId]: { [S in StatusOf<O>]: CaseOf<O, S> }[StatusOf<O>];
}[OperationId];

export interface ContractModule {
  name: string;
  cases: ContractCase[];
}

export function defineContract(
  name: string,
  cases: (ContractCase | ContractCase[])[],
): ContractModule {
  return { name, cases: cases.flat() };
}

/**
 * A case made by a helper for any of several operations (a factory's output), whose `check`
 * sees the answer untyped: the runner still checks its status and its body against the spec.
 */
export function anyCase<O extends OperationId>(c: {
  operationId: O;
  status: number;
  name: string;
  run(t: ContractApp): Promise<CallResult>;
  check?: (result: CallResult, t: ContractApp) => Promise<void> | void;
}): ContractCase {
  return c as unknown as ContractCase;
}

/** A value made once per test app (fixtures, a listening server), shared by the cases of a module. */
export function oncePerApp<T>(
  make: (t: ContractApp) => Promise<T>,
): (t: ContractApp) => Promise<T> {
  const made = new WeakMap<ContractApp, Promise<T>>();
  return (t) => {
    let value = made.get(t);
    if (!value) {
      value = make(t);
      made.set(t, value);
    }
    return value;
  };
}

/** A case's input, or a function of the app for input that needs fixtures or earlier cases. */
export type InputOf<O extends OperationId> =
  OpInput<O> | ((t: ContractApp) => OpInput<O> | Promise<OpInput<O>>);

const inputFor = <O extends OperationId>(input: InputOf<O>, t: ContractApp) =>
  typeof input === 'function' ? input(t) : input;

/** Calls an operation with a case's input. */
async function call<O extends OperationId>(
  t: ContractApp,
  operationId: O,
  input: NoInfer<InputOf<O>>,
  as: As,
): Promise<CallResult> {
  return callOp(t, operationId, await inputFor(input, t), { as });
}

/**
 * The plainest case: the operation called once with this input, `as` signed in, answering
 * `status` (and `check` on top, typed by that status).
 */
export function callCase<O extends OperationId, S extends StatusOf<O>>(
  operationId: O,
  status: S,
  name: string,
  input: NoInfer<InputOf<O>>,
  options: {
    /** Who calls; a function for a token that earlier cases set, or one made on the app. */
    as?: As | ((t: ContractApp) => As | Promise<As>);
    /** Runs before the call (fixtures the answer depends on). */
    before?: (t: ContractApp) => Promise<unknown>;
    check?: (result: Answer<O, S>, t: ContractApp) => Promise<void> | void;
  } = {},
): ContractCase {
  const { as, before } = options;
  const c: CaseOf<O, S> = {
    operationId,
    status,
    name,
    async run(t) {
      await before?.(t);
      return call(t, operationId, input, typeof as === 'function' ? await as(t) : as);
    },
    ...(options.check ? { check: options.check } : {}),
  };
  return c as unknown as ContractCase;
}

/** For `callCase`'s `as`: a token of the world's `user` issued by the admin's impersonation. */
export const impersonated =
  (user: ActorName) =>
  async (t: ContractApp): Promise<As> => ({
    token: await impersonationToken(t, t.world[user].user.id),
  });

/** The 401 of an operation for signed-in callers: called without a token. */
export function withoutToken<O extends OperationId>(
  operationId: O,
  input: NoInfer<InputOf<O>> = {} as InputOf<O>,
): ContractCase {
  return anyCase({
    operationId,
    status: 401,
    name: 'without a token',
    run: (t) => call(t, operationId, input, undefined),
  });
}

/** A check that a 422's `errors` has an entry for `field` (others may be there too). */
export const errorFor = (field: string) => (result: { body: { errors?: object } }) => {
  expect((result.body.errors as Record<string, unknown> | undefined)?.[field]).toBeDefined();
};

export type With<S extends number> = {
  [O in OperationId]: S extends StatusOf<O> ? O : never;
}[OperationId];

const describeRole: Record<ActorName, string> = {
  admin: 'an admin',
  brandUserA: 'a brand user',
  brandUserB: 'a brand user (of the other brand)',
  creatorA: 'a creator',
  creatorB: 'a creator (the other one)',
};

/** One 403 case per role: each of them is refused the operation with this input. */
export function forbiddenFor<O extends With<403>>(
  operationId: O,
  roles: As[],
  input: NoInfer<InputOf<O>>,
  options: { name?: string; message?: string } = {},
): ContractCase[] {
  return roles.map((role) => {
    const who = typeof role === 'string' ? describeRole[role] : 'another user';
    const name = !options.name
      ? `${who} may not call it`
      : roles.length > 1
        ? `${options.name} (${who})`
        : options.name;
    return anyCase({
      operationId,
      status: 403,
      name,
      run: (t) => call(t, operationId, input, role),
      check: (result) => {
        if (options.message !== undefined) {
          expect(result.body).toEqual({ message: options.message });
        }
      },
    });
  });
}

/**
 * A 404 for a resource of another tenant: the caller may use the operation, just not on this
 * resource, and learns nothing of it (the answer is the plain not-found one, and nothing else).
 */
export function notFoundAcrossTenants<O extends With<404>>(
  operationId: O,
  as: As,
  input: NoInfer<InputOf<O>>,
  options: {
    name?: string;
    check?: (result: CallResult, t: ContractApp) => Promise<void> | void;
  } = {},
): ContractCase {
  return anyCase({
    operationId,
    status: 404,
    name: options.name ?? "another tenant's resource is not found (cross-tenant)",
    run: (t) => call(t, operationId, input, as),
    async check(result, t) {
      // The answer of an unknown id: nothing says the resource exists.
      expect(result.body).toEqual({ message: expect.stringMatching(/^(\w+ )?not found\.$/i) });
      await options.check?.(result, t);
    },
  });
}

/**
 * A 404 for an id nothing has (999999): the caller may use the operation, but there is no such
 * record. `rest` is the rest of the input (a body).
 */
export function unknownId<O extends With<404>>(
  operationId: O,
  as: As,
  name = 'an unknown id',
  rest: object = {},
): ContractCase {
  const input = { ...rest, path: { id: 999999 } } as unknown as InputOf<O>;
  return anyCase({ operationId, status: 404, name, run: (t) => call(t, operationId, input, as) });
}

/**
 * A 422 naming one field: the answer's `errors` has that field and no other (and, with
 * `message`, an error of that field matching it).
 */
export function invalidField<O extends With<422>>(
  operationId: O,
  field: string,
  input: NoInfer<InputOf<O>>,
  options: {
    as?: As;
    name?: string;
    message?: string | RegExp;
    check?: (result: CallResult, t: ContractApp) => Promise<void> | void;
  } = {},
): ContractCase {
  return anyCase({
    operationId,
    status: 422,
    name: options.name ?? `an invalid ${field}`,
    run: (t) => call(t, operationId, input, options.as),
    async check(result, t) {
      expect(result.body).toMatchObject({ errors: expect.any(Object) });
      const { errors } = result.body as { errors: Record<string, string[]> };
      expect(Object.keys(errors)).toEqual([field]);
      if (options.message !== undefined) {
        expect(errors[field]).toEqual(
          expect.arrayContaining([expect.stringMatching(options.message)]),
        );
      }
      await options.check?.(result, t);
    },
  });
}
