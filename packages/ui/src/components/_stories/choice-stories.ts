/** Stories and checks that every choice control (checkbox, switch) shares: import as `choice`. */
import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectIgnoresInput, expectTabStop } from './form-checks';
import type { ControlSize } from './story-helpers';

/** The role of a control that is on or off. */
export type ChoiceRole = 'checkbox' | 'switch';

/**
 * A choice control starts off, Tab reaches it and Space turns it on; returns the control, found
 * by `role` and its `name`, for the story to go on with.
 */
export async function turnsOnWithKeyboard(
  canvas: StoryContext['canvas'],
  role: ChoiceRole,
  name: string,
) {
  const control = canvas.getByRole(role, { name });
  await expect(control).not.toBeChecked();
  await expectTabStop(control, role);
  await userEvent.keyboard(' ');
  await expect(control).toBeChecked();
  return control;
}

/**
 * Mouse: a click on the `control` flips it from `on`, a click on its `label` text flips it back.
 */
export async function togglesByMouse(
  canvas: StoryContext['canvas'],
  control: HTMLElement,
  label: string,
  on: boolean,
) {
  const expectOn = (value: boolean) =>
    value ? expect(control).toBeChecked() : expect(control).not.toBeChecked();
  await expectOn(on);
  await userEvent.click(control);
  await expectOn(!on);
  await userEvent.click(canvas.getByText(label));
  await expectOn(on);
}

/** The small size of a choice control: the `role` element is `width` px wide. */
export function small(role: ChoiceRole, width: number) {
  return {
    args: { size: 'sm' as ControlSize },
    play: async ({ canvas }: StoryContext) => {
      const control = canvas.getByRole(role);
      await expect(control.getBoundingClientRect().width).toBe(width);
    },
  };
}

/** A disabled choice control that is on: it ignores the person and stays on. */
export function disabled(role: ChoiceRole) {
  return {
    args: { disabled: true, defaultChecked: true },
    play: async ({ args, canvas }: StoryContext) => {
      const control = canvas.getByRole(role);
      await expectIgnoresInput(control, args.onCheckedChange);
      await expect(control).toBeChecked();
    },
  };
}

/** A choice control without `label`, labelled with `aria-label` instead: a click turns it on. */
export function bare(role: ChoiceRole, name: string) {
  return {
    args: { label: undefined, 'aria-label': name },
    play: async ({ canvas }: StoryContext) => {
      await userEvent.click(canvas.getByRole(role, { name }));
      await expect(canvas.getByRole(role)).toBeChecked();
    },
  };
}
