import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Textarea } from '../textarea/textarea';
import { CONFIRM_FALLBACK_ERROR, ConfirmDialog } from './confirm-dialog';
import {
  bodyOf,
  expectClosed,
  expectEscapeCloses,
  opensWithKeyboard,
} from '../_stories/story-helpers';

// The product's wording for deleting a proposal.
const MESSAGE = 'Are you sure you want to delete this proposal? This action cannot be undone.';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete proposal',
    message: MESSAGE,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="danger">Delete proposal</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog with a click and returns it once its entrance has settled. */
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete proposal' }));
  const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Delete proposal' });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
};

/** The question, with focus on the safe choice. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(MESSAGE);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expectClosed(bodyOf(canvasElement), 'alertdialog');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete proposal' });
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed(bodyOf(canvasElement), 'alertdialog');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** All keyboard: Enter opens, Escape cancels, focus returns; then Tab, Enter confirms. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete proposal' });
    await opensWithKeyboard(body, trigger, 'alertdialog');
    await expectEscapeCloses(body, 'alertdialog', trigger);
    await expect(args.onCancel).toHaveBeenCalledOnce();

    await userEvent.keyboard(' ');
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expectClosed(body, 'alertdialog');
    await expect(trigger).toHaveFocus();
  },
};

/** A slow delete: the confirm button shows a spinner and the dialog stays open until it is done. */
export const ConfirmPending: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Neither a second press nor Escape interrupts it.
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(body.getByRole('alertdialog')).toBeVisible();
    // It closes when the promise resolves.
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The delete fails: the error shows inside the dialog, which stays open for another try. */
export const ConfirmFailing: Story = {
  args: {
    onConfirm: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new Error('Failed to delete proposal');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const errorSlot = within(dialog).getByRole('alert');
    await expect(errorSlot).toBeEmptyDOMElement();
    // The error has its space already, so nothing moves when it appears.
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const top = confirm.getBoundingClientRect().top;
    await userEvent.click(confirm);
    await waitFor(() => expect(errorSlot).toHaveTextContent('Failed to delete proposal'));
    await expect(confirm.getBoundingClientRect().top).toBe(top);
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await expect(bodyOf(canvasElement).getByRole('alertdialog')).toBeVisible();
    // Focus stayed on the button: Enter tries again.
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(errorSlot).toHaveTextContent('Failed to delete proposal'));
    // Cancelling and opening again starts clean.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const reopened = await open(canvasElement);
    await expect(within(reopened).getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A failure without a message gets a plain one. */
export const ConfirmFailingWithoutMessage: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(i18n._(CONFIRM_FALLBACK_ERROR)),
    );
  },
};

/** Not destructive: the confirm button is the primary one. */
export const NotDestructive: Story = {
  args: {
    title: 'Publish proposal',
    message: 'Creators in Barcelona will be able to see it and apply.',
    confirmLabel: 'Publish',
    destructive: false,
    trigger: <Button>Publish proposal</Button>,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish proposal' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', {
      name: 'Publish proposal',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Publish' });
    await expect(confirm).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Destructive and not, side by side (open one at a time). */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <ConfirmDialog {...args} />
      <ConfirmDialog
        {...args}
        destructive={false}
        title="Accept application"
        message="Laia Puig will be notified and a deal will begin."
        confirmLabel="Accept"
        trigger={<Button>Accept application</Button>}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept application' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Accept application' });
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed(body, 'alertdialog');
  },
};

/** A question that takes a message too: the field sits under the question, typed text stays. */
function DeclineWithMessage({ onConfirm }: { onConfirm: (message: string) => unknown }) {
  const [message, setMessage] = useState('');
  return (
    <ConfirmDialog
      title="Decline 2 applications?"
      message="Each creator is told their application was not accepted."
      confirmLabel="Decline 2 applications"
      destructive
      size="md"
      onConfirm={() => onConfirm(message)}
      trigger={<Button variant="danger">Decline selected</Button>}
    >
      <Field label="Message to the creators (optional)">
        <Textarea value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field>
    </ConfirmDialog>
  );
}

export const WithAField: Story = {
  render: (args) => <DeclineWithMessage onConfirm={args.onConfirm} />,
  args: {
    onConfirm: fn(async () => {
      throw new Error('Only pending applications can be declined.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline selected' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', {
      name: 'Decline 2 applications?',
    });
    const field = within(dialog).getByRole('textbox', {
      name: 'Message to the creators (optional)',
    });
    await userEvent.type(field, 'Not this time!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline 2 applications' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Not this time!');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Only pending applications can be declined.',
      ),
    );
    await expect(field).toHaveValue('Not this time!');
  },
};
