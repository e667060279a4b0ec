import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMenuReveal,
  isPastWave,
  MENU_CLOSED,
  MENU_REVEAL_DELAY_MS,
  menuStaggerDelay,
  NAV_SCROLL_THROTTLE_MS,
  NAV_STYLE_THRESHOLD_PX,
  subscribeThrottled,
  throttle,
} from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the spec constants (§9)', () => {
  it('throttles the scroll check to 100 ms and switches 80 px past the wave', () => {
    expect(NAV_SCROLL_THROTTLE_MS).toBe(100);
    expect(NAV_STYLE_THRESHOLD_PX).toBe(80);
  });

  it('reveals the menu links after 200 ms, staggered 300 ms plus 100 ms per item', () => {
    expect(MENU_REVEAL_DELAY_MS).toBe(200);
    expect([0, 1, 2, 3, 4].map(menuStaggerDelay)).toEqual([300, 400, 500, 600, 700]);
  });
});

describe('isPastWave', () => {
  it('is not past while the wave ends below the bar', () => {
    expect(isPastWave(64, 656, 80)).toBe(false);
    expect(isPastWave(64, 64, 80)).toBe(false);
  });

  it('is not past up to the threshold, and past beyond it', () => {
    expect(isPastWave(64, -15, 80)).toBe(false); // 79 px
    expect(isPastWave(64, -16, 80)).toBe(false); // exactly 80 px
    expect(isPastWave(64, -16.5, 80)).toBe(true); // 80.5 px
    expect(isPastWave(64, -17, 80)).toBe(true); // 81 px
  });

  it('uses 80 px unless told otherwise', () => {
    expect(isPastWave(100, 20)).toBe(false);
    expect(isPastWave(100, 19)).toBe(true);
    expect(isPastWave(100, 89, 10)).toBe(true);
  });
});

describe('throttle', () => {
  it('runs the first call at once (leading)', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1); // no trailing call without calls during the wait
  });

  it('collapses many calls within 100 ms into the leading call and one trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    for (let i = 0; i < 50; i += 1) {
      throttled(i);
      vi.advanceTimersByTime(1);
    }
    // 50 ms in: only the leading call so far.
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(0);
    vi.advanceTimersByTime(49);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    // At 100 ms the trailing call runs, with the latest arguments.
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(49);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at most once per 100 ms while calls keep coming', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    // A call every 10 ms for one second.
    for (let t = 0; t < 1000; t += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(100);
    // Runs at 0, 100, 200 … 900 and a trailing one at 1000.
    expect(fn).toHaveBeenCalledTimes(11);
  });

  it('runs calls at once when they are at least 100 ms apart', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    vi.advanceTimersByTime(100);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(150);
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('waits only the rest of the 100 ms for the trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    vi.advanceTimersByTime(70);
    throttled();
    vi.advanceTimersByTime(29);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the trailing call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('subscribeThrottled', () => {
  it('checks once at once, then throttles scroll and resize events', () => {
    const target = new EventTarget();
    const check = vi.fn();
    const unsubscribe = subscribeThrottled(target, ['scroll', 'resize'], check, 100);
    expect(check).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(100);
    for (let i = 0; i < 20; i += 1) target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('resize'));
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(check).toHaveBeenCalledTimes(3);

    unsubscribe();
  });

  it('stops listening, and drops a pending check, when unsubscribed', () => {
    const target = new EventTarget();
    const check = vi.fn();
    const unsubscribe = subscribeThrottled(target, ['scroll'], check, 100);
    target.dispatchEvent(new Event('scroll'));
    unsubscribe();
    vi.advanceTimersByTime(200);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(200);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('ignores other events', () => {
    const target = new EventTarget();
    const check = vi.fn();
    const unsubscribe = subscribeThrottled(target, ['scroll'], check, 100);
    vi.advanceTimersByTime(100);
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(100);
    expect(check).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('createMenuReveal', () => {
  it('starts closed', () => {
    const reveal = createMenuReveal(vi.fn());
    expect(reveal.state).toEqual(MENU_CLOSED);
  });

  it('opens with hidden links and shows them after 200 ms', () => {
    const onChange = vi.fn();
    const reveal = createMenuReveal(onChange);
    reveal.open();
    expect(reveal.state).toEqual({ open: true, revealed: false });
    expect(onChange).toHaveBeenLastCalledWith({ open: true, revealed: false });
    vi.advanceTimersByTime(199);
    expect(reveal.state.revealed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reveal.state).toEqual({ open: true, revealed: true });
    expect(onChange).toHaveBeenLastCalledWith({ open: true, revealed: true });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('hides the links at once on closing', () => {
    const onChange = vi.fn();
    const reveal = createMenuReveal(onChange);
    reveal.open();
    vi.advanceTimersByTime(200);
    reveal.close();
    expect(reveal.state).toEqual(MENU_CLOSED);
    expect(onChange).toHaveBeenLastCalledWith(MENU_CLOSED);
  });

  it('never reveals the links of a menu closed within 200 ms', () => {
    const onChange = vi.fn();
    const reveal = createMenuReveal(onChange);
    reveal.open();
    vi.advanceTimersByTime(150);
    reveal.close();
    vi.advanceTimersByTime(1000);
    expect(reveal.state).toEqual(MENU_CLOSED);
    expect(onChange).not.toHaveBeenCalledWith({ open: true, revealed: true });
  });

  it('waits the full 200 ms again when reopened', () => {
    const reveal = createMenuReveal(vi.fn());
    reveal.open();
    vi.advanceTimersByTime(150);
    reveal.close();
    reveal.open();
    vi.advanceTimersByTime(150);
    expect(reveal.state.revealed).toBe(false);
    vi.advanceTimersByTime(50);
    expect(reveal.state.revealed).toBe(true);
  });

  it('ignores opening an open menu and closing a closed one', () => {
    const onChange = vi.fn();
    const reveal = createMenuReveal(onChange);
    reveal.close();
    expect(onChange).not.toHaveBeenCalled();
    reveal.open();
    vi.advanceTimersByTime(100);
    reveal.open();
    vi.advanceTimersByTime(100);
    expect(reveal.state.revealed).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('toggles between closed and open', () => {
    const reveal = createMenuReveal(vi.fn());
    reveal.toggle();
    expect(reveal.state.open).toBe(true);
    reveal.toggle();
    expect(reveal.state).toEqual(MENU_CLOSED);
  });

  it('drops a pending reveal when disposed', () => {
    const onChange = vi.fn();
    const reveal = createMenuReveal(onChange);
    reveal.open();
    reveal.dispose();
    vi.advanceTimersByTime(500);
    expect(reveal.state.revealed).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
