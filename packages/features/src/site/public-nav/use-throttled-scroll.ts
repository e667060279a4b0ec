import { useEffect, useEffectEvent } from 'react';
import { NAV_SCROLL_THROTTLE_MS, subscribeThrottled } from './timing';

export interface UseThrottledScrollOptions {
  /** Milliseconds between two calls at most once (leading and trailing); 100 by default. */
  wait?: number;
  /** Listens only while true. */
  enabled?: boolean;
}

/**
 * Calls `check` once when enabled, then on the window's scroll and resize events, at most once
 * per `wait` ms (a leading call and a trailing one). `check` may change on every render.
 */
export function useThrottledScroll(
  check: () => void,
  { wait = NAV_SCROLL_THROTTLE_MS, enabled = true }: UseThrottledScrollOptions = {},
): void {
  const onEvent = useEffectEvent(check);
  useEffect(() => {
    if (!enabled) return;
    return subscribeThrottled(window, ['scroll', 'resize'], () => onEvent(), wait);
  }, [enabled, wait]);
}
