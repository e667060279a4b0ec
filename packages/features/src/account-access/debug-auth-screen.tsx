import { createAuthStorage } from '@colla/api-client';
import { useCallback, useEffect, useState } from 'react';
import { readDebugAuthValues } from './debug-auth';
import { DebugAuthView } from './debug-auth-view';

export interface DebugAuthScreenProps {
  homeHref: string;
  /** Defaults to `window.localStorage`. */
  local?: Storage;
  /** Defaults to `window.sessionStorage`. */
  session?: Storage;
  /** Called after "Clear stored session" removed the stored values, e.g. to reset app state. */
  onCleared?: () => void;
}

/**
 * `/debug-auth`: reads the stored auth values from Web Storage into `DebugAuthView`, follows
 * changes made in other tabs, and clears them on request.
 */
export function DebugAuthScreen({
  homeHref,
  local = window.localStorage,
  session = window.sessionStorage,
  onCleared,
}: DebugAuthScreenProps) {
  const read = useCallback(() => readDebugAuthValues(local, session), [local, session]);
  const [values, setValues] = useState(read);

  useEffect(() => {
    const refresh = () => setValues(read());
    refresh();
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [read]);

  const clear = () => {
    createAuthStorage(local, session).clear();
    setValues(read());
    onCleared?.();
  };

  return <DebugAuthView homeHref={homeHref} {...values} onClear={clear} />;
}
