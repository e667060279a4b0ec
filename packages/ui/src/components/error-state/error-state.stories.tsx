import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './error-state';
import { layoutMeta } from '../_stories/story-helpers';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  // The product's wording when a proposal fails to load.
  args: { heading: 'Error Loading Proposal', message: 'Failed to load proposal', onRetry: fn() },
  ...layoutMeta('padded', { variant: ['framed', 'plain'] }),
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and message are one alert; the retry button works with mouse and keyboard. */
const announcesAndRetries: Story['play'] = async ({ canvas, args }) => {
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveTextContent('Error Loading Proposal');
  await expect(alert).toHaveTextContent('Failed to load proposal');
  await expect(
    canvas.getByRole('heading', { level: 2, name: 'Error Loading Proposal' }),
  ).toBeVisible();
  const retry = canvas.getByRole('button', { name: 'Try Again' });
  await userEvent.click(retry);
  await expect(args.onRetry).toHaveBeenCalledOnce();
  // Keyboard: Tab reaches the button, Enter retries.
  retry.blur();
  await userEvent.tab();
  await expect(retry).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(args.onRetry).toHaveBeenCalledTimes(2);
};

export const Framed: Story = { play: announcesAndRetries };

export const Plain: Story = { args: { variant: 'plain' }, play: announcesAndRetries };

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Without `onRetry` there is nothing to press, e.g. when trying again cannot help. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, heading: 'Proposal not found', message: 'It may have been deleted.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Proposal not found');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DefaultHeading: Story = {
  args: { heading: undefined, message: 'Failed to load applications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};

/** In Catalan, the default heading and the retry button come from the catalog. */
export const DefaultsInCatalan: Story = {
  args: { heading: undefined, message: undefined },
  globals: { locale: 'ca' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Alguna cosa no ha anat bé' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Torna-ho a provar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A retry that fails once and then works: the error gives way to the content. */
export const RetryRecovers: Story = {
  render: function Render(args) {
    const [attempts, setAttempts] = useState(0);
    if (attempts > 0) return <p>Brunch for two at Café Godot</p>;
    return (
      <ErrorState
        {...args}
        onRetry={() => {
          args.onRetry?.();
          setAttempts((count) => count + 1);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('Brunch for two at Café Godot')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Both variants, idle and retrying. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid gap-4 sm:grid-cols-2">
      <ErrorState {...args} />
      <ErrorState {...args} retrying />
      <ErrorState {...args} variant="plain" />
      <ErrorState {...args} variant="plain" retrying />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: 'Try Again' })).toHaveLength(4);
  },
};
