import { ApiError } from '@colla/api-client';
import { describe, expect, it, vi } from 'vitest';
import { errorStatus, toViewState } from './query-state';

type Result = Parameters<typeof toViewState<string>>[0];

/** An error that carries an HTTP status, as the API client's do. */
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

const base: Result = {
  isSuccess: false,
  isPending: false,
  isPlaceholderData: false,
  isFetching: false,
  data: undefined,
  error: null,
  refetch: vi.fn(),
};

describe('toViewState', () => {
  it('gives the data, refreshing while it is the previous answer', () => {
    expect(toViewState({ ...base, isSuccess: true, data: 'page' })).toEqual({
      status: 'success',
      data: 'page',
      refreshing: false,
    });
    expect(
      toViewState({ ...base, isSuccess: true, data: 'page', isPlaceholderData: true }),
    ).toMatchObject({ refreshing: true });
  });

  it('is loading until the first answer', () => {
    expect(toViewState({ ...base, isPending: true })).toEqual({ status: 'loading' });
  });

  it('is forbidden on a 403, and not found on a 404 only where asked', () => {
    expect(toViewState({ ...base, error: httpError(403) })).toEqual({ status: 'forbidden' });
    expect(toViewState({ ...base, error: httpError(404) }, { notFound: true })).toEqual({
      status: 'not-found',
    });
    expect(toViewState({ ...base, error: httpError(404) })).toMatchObject({ status: 'error' });
  });

  it('is an error in words whose retry refetches', () => {
    const refetch = vi.fn();
    const state = toViewState({
      ...base,
      error: new TypeError('fetch'),
      refetch,
      isFetching: true,
    });
    expect(state).toMatchObject({ status: 'error', retrying: true });
    if (state.status !== 'error') throw new Error('not an error');
    expect(state.message).not.toBe('');
    state.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('errorStatus', () => {
  it('reads the status of an error that has one', () => {
    expect(errorStatus({ status: 422 })).toBe(422);
    expect(errorStatus(new Error('x'))).toBeNull();
    expect(errorStatus(null)).toBeNull();
  });

  it('reads the API client’s errors', () => {
    expect(errorStatus(new ApiError(403, { message: 'This action is unauthorized.' }))).toBe(403);
    expect(
      toViewState({ ...base, error: new ApiError(500, { message: 'Server Error' }) }),
    ).toMatchObject({ status: 'error' });
  });
});
