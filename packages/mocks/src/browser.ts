import { setupWorker } from 'msw/browser';
import { mockModeHandlers } from './index';

/**
 * Mock mode for the apps: the service worker answers every API call with openapi.yaml's examples.
 * Requests that are not API calls (assets, pages) pass through.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...mockModeHandlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
