import type { components } from '@colla/api-client';
import { handlersByTag } from './handlers.gen';

import { assetHandlers } from './assets';

export { assetHandlers, mockImage } from './assets';
export { fixtures, type Fixtures } from './fixtures.gen';
export { handlersByTag } from './handlers.gen';
export { http } from './http';

export type MockTag = keyof typeof handlersByTag;

/** Every default handler: openapi.yaml's example answer for every operation. */
export const defaultHandlers = Object.values(handlersByTag).flat();

/** What mock mode and Storybook serve: every operation, plus pictures for uploaded files. */
export const mockModeHandlers = [...defaultHandlers, ...assetHandlers];

type ErrorBody = components['schemas']['Error'];

/** An error body in openapi.yaml's Laravel shape, for story and test overrides. */
export function errorBody(message: string, errors?: Record<string, string[]>): ErrorBody {
  return errors ? { message, errors } : { message };
}

/**
 * The init of a 429 answer (openapi.yaml's `TooManyRequests`) that asks to wait `seconds`, for
 * story and test overrides: `response(429).json(errorBody('Too Many Attempts.'), retryAfter(120))`.
 */
export function retryAfter(seconds: number): { headers: { 'Retry-After': string } } {
  return { headers: { 'Retry-After': String(seconds) } };
}
