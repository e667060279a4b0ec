import { msg } from '@lingui/core/macro';

/** The heading a screen shows when the user may not see it (a 403); `i18n._()` it where shown. */
export const NO_ACCESS_HEADING = msg`No access`;

/**
 * What a screen that reads one thing shows: still loading, the answer (`refreshing` while a newer
 * one loads behind it), no access (403), not found (404, where a screen asks for it) or an error
 * with a way to try again. Pure views take this; containers get it from `toViewState`.
 */
export type ViewState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T; refreshing: boolean }
  | { status: 'forbidden' }
  | { status: 'not-found' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean };
