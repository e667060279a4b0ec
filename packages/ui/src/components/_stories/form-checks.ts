/** What a form control's stories check in their play functions. */
import { expect, userEvent } from 'storybook/test';

/**
 * A disabled control ignores the person: it is disabled, and typing `typed` into it (or, without
 * `typed`, clicking it) past the test tool's pointer-events guard never calls `handler`.
 */
export async function expectIgnoresInput(control: HTMLElement, handler: unknown, typed?: string) {
  await expect(control).toBeDisabled();
  await (typed === undefined
    ? userEvent.click(control, { pointerEventsCheck: 0 })
    : userEvent.type(control, typed, { pointerEventsCheck: 0 }));
  await expect(handler).not.toHaveBeenCalled();
}

/** The danger-700 border colour that marks an invalid control. */
export const DANGER_BORDER = 'rgb(185, 28, 28)';

/** An invalid control: invalid to assistive technology, and the danger border marks it. */
export async function expectInvalid(control: HTMLElement) {
  await expect(control).toBeInvalid();
  await expect(getComputedStyle(control).borderTopColor).toBe(DANGER_BORDER);
}

/** A form control wears its `data-slot`, and Tab reaches it (from the top of the story). */
export async function expectTabStop(control: HTMLElement, slot: string) {
  await expect(control).toHaveAttribute('data-slot', slot);
  await userEvent.tab();
  await expect(control).toHaveFocus();
}

/** Tab reaches a text control (see expectTabStop); typing `keys` gives it `value` and calls `onChange`. */
export async function expectKeyboardEntry(
  control: HTMLElement,
  slot: string,
  keys: string,
  value: string,
  onChange: unknown,
) {
  await expectTabStop(control, slot);
  await userEvent.keyboard(keys);
  await expect(control).toHaveValue(value);
  await expect(onChange).toHaveBeenCalled();
}

/** Pressing `key` (e.g. `{ArrowDown}`) moves focus to `target`. */
export async function expectKeyFocuses(key: string, target: HTMLElement) {
  await userEvent.keyboard(key);
  await expect(target).toHaveFocus();
}
