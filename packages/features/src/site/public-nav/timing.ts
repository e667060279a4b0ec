/**
 * The public navigation's timing and threshold rules (public navigation, docs/decisions.md), as
 * pure functions: the hooks and the bar only wire them to the page.
 */

/** How often the bar checks its position while the page scrolls. */
export const NAV_SCROLL_THROTTLE_MS = 100;
/** How far the bar's bottom edge must pass the wave section before it turns light. */
export const NAV_STYLE_THRESHOLD_PX = 80;
/** How long after the mobile menu opens its links become visible. */
export const MENU_REVEAL_DELAY_MS = 200;
/** The first menu link's fade-in delay, and the extra delay for each next one. */
export const MENU_STAGGER_BASE_MS = 300;
export const MENU_STAGGER_STEP_MS = 100;

/** The fade-in delay of the mobile menu's item `index` (from 0): 300, 400, 500… ms. */
export function menuStaggerDelay(index: number): number {
  return MENU_STAGGER_BASE_MS + MENU_STAGGER_STEP_MS * index;
}

/**
 * Whether the bar's bottom edge has passed the wave section's bottom edge by more than
 * `threshold` px (both in viewport coordinates, as `getBoundingClientRect().bottom` gives them).
 * At exactly the threshold the bar is not past yet.
 */
export function isPastWave(
  barBottom: number,
  waveBottom: number,
  threshold: number = NAV_STYLE_THRESHOLD_PX,
): boolean {
  return barBottom - waveBottom > threshold;
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel: () => void;
}

/**
 * Runs `fn` at most once per `wait` ms: the first call runs at once (leading), and calls made
 * during the wait collapse into one trailing call, with the latest arguments, when it ends.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
): Throttled<A> {
  let lastRun: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    lastRun = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const elapsed = lastRun === undefined ? Infinity : Date.now() - lastRun;
    if (elapsed >= wait && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          const next = pending;
          pending = undefined;
          if (next) run(next);
        },
        Math.max(0, wait - elapsed),
      );
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/**
 * Calls `check` (throttled to `wait` ms) whenever `target` fires one of `types`, and once right
 * away. Returns the unsubscribe function, which also drops a pending trailing call.
 */
export function subscribeThrottled(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  types: readonly string[],
  check: () => void,
  wait: number = NAV_SCROLL_THROTTLE_MS,
): () => void {
  const throttled = throttle(check, wait);
  const listener = () => throttled();
  for (const type of types) target.addEventListener(type, listener, { passive: true });
  throttled();
  return () => {
    for (const type of types) target.removeEventListener(type, listener);
    throttled.cancel();
  };
}

/** The mobile menu: closed, or open with its links hidden (`revealed: false`) or visible. */
export interface MenuRevealState {
  open: boolean;
  revealed: boolean;
}

export const MENU_CLOSED: MenuRevealState = { open: false, revealed: false };

export interface MenuReveal {
  readonly state: MenuRevealState;
  /** Opens the menu; its links become visible `delay` ms later. */
  open: () => void;
  /** Closes the menu and hides its links at once. */
  close: () => void;
  toggle: () => void;
  /** Drops a pending reveal (on unmount). */
  dispose: () => void;
}

/**
 * The menu's state machine (public navigation): on opening, links become visible after `delay` ms;
 * on closing, they hide immediately. `onChange` gets every new state.
 */
export function createMenuReveal(
  onChange: (state: MenuRevealState) => void,
  delay: number = MENU_REVEAL_DELAY_MS,
): MenuReveal {
  let state = MENU_CLOSED;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: MenuRevealState) => {
    state = next;
    onChange(next);
  };
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const open = () => {
    if (state.open) return;
    set({ open: true, revealed: false });
    timer = setTimeout(() => {
      timer = undefined;
      set({ open: true, revealed: true });
    }, delay);
  };
  const close = () => {
    clear();
    if (state.open) set(MENU_CLOSED);
  };

  return {
    get state() {
      return state;
    },
    open,
    close,
    toggle: () => (state.open ? close() : open()),
    dispose: clear,
  };
}
