import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastProvider, useToast, type ToastOptions } from './toast';
import { bodyOf, layoutMeta } from '../_stories/story-helpers';

const examples: Record<NonNullable<ToastOptions['variant']>, ToastOptions> = {
  success: {
    variant: 'success',
    title: 'Proposal published',
    description: 'Creators in Barcelona can now apply.',
  },
  error: {
    variant: 'error',
    title: 'Failed to delete proposal',
    description: 'Check your connection and try again.',
  },
  info: {
    variant: 'info',
    title: 'New application',
    description: 'Laia Puig applied to “Brunch for two at Café Godot”.',
  },
};

function ToastDemo({ options, label }: { options: ToastOptions; label: string }) {
  const { toast, dismiss } = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast(options)}>{label}</Button>
      <Button variant="ghost" onClick={() => dismiss()}>
        Clear notifications
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: { options: examples.success, label: 'Publish proposal' },
  ...layoutMeta('centered'),
  decorators: [
    (Story, { parameters }) => (
      <ToastProvider duration={(parameters.toastDuration as number | undefined) ?? 5000}>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown with a button, announced in a live region, dismissed with the mouse. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(body.getByRole('button', { name: args.label }));
    const region = body.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByText(args.options.title);
    await expect(toast).toBeVisible();
    // Screen readers hear it through a live region.
    await waitFor(() =>
      expect(
        body
          .getAllByRole('status')
          .some((status) => status.textContent?.includes(args.options.title)),
      ).toBe(true),
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).queryByText(args.options.title)).toBeNull());
  },
};

export const Info: Story = {
  args: { options: examples.info, label: 'Simulate an application' },
  play: Success.play,
};

/** Errors interrupt: their live region is assertive. */
export const ErrorVariant: Story = {
  name: 'Error',
  args: { options: examples.error, label: 'Delete proposal' },
  play: async (context) => {
    const body = bodyOf(context.canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Delete proposal' }));
    await waitFor(() => {
      const status = body
        .getAllByRole('status')
        .find((element) => element.textContent?.includes('Failed to delete proposal'));
      expect(status).toHaveAttribute('aria-live', 'assertive');
    });
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Failed to delete proposal')).toBeNull());
  },
};

/** Keyboard: Enter shows it, F8 jumps to the notifications, Tab reaches Close, Enter closes. */
export const DismissWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const trigger = body.getByRole('button', { name: args.label });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const region = body.getByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByText(args.options.title);

    await userEvent.keyboard('[F8]');
    await expect(region.querySelector('ol')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).queryByText(args.options.title)).toBeNull());

    // Another one, closed with Escape from the toast itself.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(region).findByText(args.options.title);
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await expect(region.querySelector('li')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByText(args.options.title)).toBeNull());
  },
};

/** It closes by itself, but not while the pointer rests on it. */
export const AutoDismiss: Story = {
  parameters: { toastDuration: 800 },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const button = body.getByRole('button', { name: args.label });
    await userEvent.click(button);
    const region = body.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByText(args.options.title);

    // Paused while hovered: still there after twice its duration.
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(within(region).getByText(args.options.title)).toBeVisible();

    // Once the pointer leaves, it goes.
    await userEvent.unhover(toast);
    await userEvent.hover(button);
    await waitFor(() => expect(within(region).queryByText(args.options.title)).toBeNull(), {
      timeout: 3000,
    });
  },
};

/** Paused while focused too. */
export const PauseOnFocus: Story = {
  parameters: { toastDuration: 800 },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(body.getByRole('button', { name: args.label }));
    const region = body.getByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByText(args.options.title);
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(within(region).getByText(args.options.title)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByText(args.options.title)).toBeNull());
  },
};

function CatalogDemo() {
  const { toast } = useToast();
  return (
    <Button
      onClick={() => {
        toast(examples.success);
        toast(examples.info);
        toast(examples.error);
      }}
    >
      Show every variant
    </Button>
  );
}

/** Every variant, stacked. */
export const Catalog: Story = {
  parameters: { toastDuration: 60_000 },
  render: () => <CatalogDemo />,
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Show every variant' }));
    const region = body.getByRole('region', { name: 'Notifications (F8)' });
    for (const example of Object.values(examples)) {
      await expect(await within(region).findByText(example.title)).toBeVisible();
    }
    await expect(region.querySelectorAll('[data-slot="toast"]')).toHaveLength(3);
  },
};
