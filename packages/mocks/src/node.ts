import { setupServer } from 'msw/node';
import { defaultHandlers } from './index';

/** An MSW server for unit tests, answering every operation with openapi.yaml's examples. */
export function createMockServer() {
  return setupServer(...defaultHandlers);
}
