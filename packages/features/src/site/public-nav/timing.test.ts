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

/** A mock throttled to 100 ms. */
function throttled100() {
  const fn = vi.fn();
  return { fn, throttled: throttle(fn, 100) };
}

/** A step of a throttle timeline (see the table in `throttle`). */
type Step = 'call' | 'cancel' | { runs: number };

/** A check subscribed to `events` on a fresh target, throttled to 100 ms. */
function subscribed(events: readonly string[]) {
  const target = new EventTarget();
  const check = vi.fn();
  const unsubscribe = subscribeThrottled(target, events, check, 100);
  const fire = (type: string) => target.dispatchEvent(new Event(type));
  return { check, unsubscribe, fire };
}

/** A menu reveal and the mock told about its changes. */
function menuReveal() {
  const onChange = vi.fn();
  return { onChange, reveal: createMenuReveal(onChange) };
}

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
  it.each([
    // Not past while the wave ends below the bar.
    ['the wave ends below the bar', 64, 656, 80, false],
    ['the wave ends at the bar', 64, 64, 80, false],
    // Not past up to the threshold, and past beyond it.
    ['79 px past', 64, -15, 80, false],
    ['exactly 80 px past', 64, -16, 80, false],
    ['80.5 px past', 64, -16.5, 80, true],
    ['81 px past', 64, -17, 80, true],
    // 80 px unless told otherwise.
    ['80 px past, default threshold', 100, 20, undefined, false],
    ['81 px past, default threshold', 100, 19, undefined, true],
    ['11 px past a 10 px threshold', 100, 89, 10, true],
  ])('%s: isPastWave(%d, %d, %s) is %s', (_case, bar, wave, threshold, past) => {
    expect(isPastWave(bar, wave, threshold)).toBe(past);
  });
});

describe('throttle', () => {
  it('collapses many calls within 100 ms into the leading call and one trailing call', () => {
    const { fn, throttled } = throttled100();
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
    const { fn, throttled } = throttled100();
    // A call every 10 ms for one second.
    for (let t = 0; t < 1000; t += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(100);
    // Runs at 0, 100, 200 … 900 and a trailing one at 1000.
    expect(fn).toHaveBeenCalledTimes(11);
  });

  /*
   * Timelines on a 100 ms throttle: 'call' calls it, 'cancel' cancels it, a number waits that
   * many ms, and `{ runs }` expects it to have run that many times so far.
   */
  it.each<[string, readonly (Step | number)[]]>([
    [
      // No trailing call without calls during the wait.
      'runs the first call at once (leading)',
      ['call', { runs: 1 }, 500, { runs: 1 }],
    ],
    [
      'runs calls at once when they are at least 100 ms apart',
      ['call', 100, 'call', { runs: 2 }, 150, 'call', { runs: 3 }],
    ],
    [
      'waits only the rest of the 100 ms for the trailing call',
      ['call', 70, 'call', 29, { runs: 1 }, 1, { runs: 2 }],
    ],
    ['drops the trailing call when cancelled', ['call', 'call', 'cancel', 200, { runs: 1 }]],
  ])('%s', (_name, timeline) => {
    const { fn, throttled } = throttled100();
    for (const step of timeline) {
      if (step === 'call') throttled();
      else if (step === 'cancel') throttled.cancel();
      else if (typeof step === 'number') vi.advanceTimersByTime(step);
      else expect(fn).toHaveBeenCalledTimes(step.runs);
    }
  });
});

describe('subscribeThrottled', () => {
  it('checks once at once, then throttles scroll and resize events', () => {
    const { check, unsubscribe, fire } = subscribed(['scroll', 'resize']);
    expect(check).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(100);
    for (let i = 0; i < 20; i += 1) fire('scroll');
    fire('resize');
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(check).toHaveBeenCalledTimes(3);

    unsubscribe();
  });

  it('stops listening, and drops a pending check, when unsubscribed', () => {
    const { check, unsubscribe, fire } = subscribed(['scroll']);
    fire('scroll');
    unsubscribe();
    vi.advanceTimersByTime(200);
    fire('scroll');
    vi.advanceTimersByTime(200);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('ignores other events', () => {
    const { check, unsubscribe, fire } = subscribed(['scroll']);
    vi.advanceTimersByTime(100);
    fire('click');
    vi.advanceTimersByTime(100);
    expect(check).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('createMenuReveal', () => {
  it('starts closed', () => {
    const { reveal } = menuReveal();
    expect(reveal.state).toEqual(MENU_CLOSED);
  });

  it('opens with hidden links and shows them after 200 ms', () => {
    const { onChange, reveal } = menuReveal();
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
    const { onChange, reveal } = menuReveal();
    reveal.open();
    vi.advanceTimersByTime(200);
    reveal.close();
    expect(reveal.state).toEqual(MENU_CLOSED);
    expect(onChange).toHaveBeenLastCalledWith(MENU_CLOSED);
  });

  it('never reveals the links of a menu closed within 200 ms', () => {
    const { onChange, reveal } = menuReveal();
    reveal.open();
    vi.advanceTimersByTime(150);
    reveal.close();
    vi.advanceTimersByTime(1000);
    expect(reveal.state).toEqual(MENU_CLOSED);
    expect(onChange).not.toHaveBeenCalledWith({ open: true, revealed: true });
  });

  it('waits the full 200 ms again when reopened', () => {
    const { reveal } = menuReveal();
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
    const { onChange, reveal } = menuReveal();
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
    const { reveal } = menuReveal();
    reveal.toggle();
    expect(reveal.state.open).toBe(true);
    reveal.toggle();
    expect(reveal.state).toEqual(MENU_CLOSED);
  });

  it('drops a pending reveal when disposed', () => {
    const { onChange, reveal } = menuReveal();
    reveal.open();
    reveal.dispose();
    vi.advanceTimersByTime(500);
    expect(reveal.state.revealed).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
