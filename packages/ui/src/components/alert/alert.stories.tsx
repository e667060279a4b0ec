import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellRing } from 'lucide-react';
import { expect } from 'storybook/test';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { layoutMeta } from '../_stories/story-helpers';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  ...layoutMeta('padded', { variant: ['info', 'success', 'warning', 'danger'] }),
  args: {
    className: 'max-w-xl',
    children: (
      <>
        <AlertTitle>Your proposal is under review</AlertTitle>
        <AlertDescription>
          An admin checks new proposals within one working day. We will email you when it is live.
        </AlertDescription>
      </>
    ),
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Info and success are polite: `role="status"`. */
export const Info: Story = {
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Your proposal is under review');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * A variant's story: its title and description, announced under `role` and not the other one
 * (info and success are polite, warning and danger interrupt).
 */
const variantStory = (
  variant: 'success' | 'warning' | 'danger',
  title: string,
  description: string,
  role: 'status' | 'alert',
): Story => ({
  args: {
    variant,
    children: (
      <>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{description}</AlertDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole(role)).toHaveTextContent(title);
    await expect(canvas.queryByRole(role === 'status' ? 'alert' : 'status')).toBeNull();
  },
});

export const Success = variantStory(
  'success',
  'Proposal published',
  'Creators in Barcelona can now apply.',
  'status',
);

/** Warning and danger interrupt: `role="alert"`. */
export const Warning = variantStory(
  'warning',
  'Deadline in 2 days',
  'Upload the Instagram reel for Café Godot by November 30, 2026.',
  'alert',
);

export const Danger = variantStory(
  'danger',
  'Failed to load proposal',
  'Check your connection and try again.',
  'alert',
);

export const TitleOnly: Story = {
  args: { variant: 'success', children: <AlertTitle>Changes saved</AlertTitle> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Changes saved');
  },
};

export const CustomIcon: Story = {
  args: { icon: <BellRing aria-hidden="true" className="mt-0.5 size-4" data-testid="bell" /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('bell')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(1);
  },
};

export const NoIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

const variants = ['info', 'success', 'warning', 'danger'] as const;
const copy = {
  info: ['New creators this week', '12 creators in Gràcia joined Colla.'],
  success: ['Application sent', 'Café Godot will answer within 7 days.'],
  warning: ['Deadline in 2 days', 'Upload the reel by November 30, 2026.'],
  danger: ['Failed to delete proposal', 'Please try again in a moment.'],
} as const;

/** Every variant. */
export const Catalog: Story = {
  render: () => (
    <div className="grid max-w-xl gap-3">
      {variants.map((variant) => (
        <Alert key={variant} variant={variant}>
          <AlertTitle>{copy[variant][0]}</AlertTitle>
          <AlertDescription>{copy[variant][1]}</AlertDescription>
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
