/** Case factories for the list operations: their query parameters. */
import { callOp, type As, type OpInput } from '../test/op';
import { anyCase, type ContractCase, type With } from './define';

/**
 * A 422 for query parameters the operation refuses (an unknown filter value, a page too large):
 * `as` calls it with this query and nothing else.
 */
export function badQuery<O extends With<422>>(
  operationId: O,
  as: As,
  name: string,
  query: NonNullable<OpInput<O>['query']>,
): ContractCase {
  const input = { query } as unknown as OpInput<O>;
  return anyCase({
    operationId,
    status: 422,
    name,
    run: (t) => callOp(t, operationId, input, { as }),
  });
}
