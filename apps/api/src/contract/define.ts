import type { OperationId } from '../http/handler';
import type { CallResult, TestApp } from '../test/harness';

/**
 * One contract case: an operation called in one situation, answering one declared status.
 * The runner (`contract.test.ts`) checks the status and validates the body against the spec.
 */
export interface ContractCase {
  operationId: OperationId;
  status: number;
  name: string;
  run(t: TestApp): Promise<CallResult>;
  /** Extra assertions on top of the contract (data, side effects). */
  check?: (result: CallResult, t: TestApp) => Promise<void> | void;
}

export interface ContractModule {
  name: string;
  cases: ContractCase[];
}

export function defineContract(name: string, cases: ContractCase[]): ContractModule {
  return { name, cases };
}
