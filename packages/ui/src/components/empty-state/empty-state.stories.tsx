import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Megaphone } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';
import { layoutMeta } from '../_stories/story-helpers';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <Inbox />,
    title: 'No applications yet',
    description: 'When creators apply to this proposal, their applications appear here.',
  },
  ...layoutMeta('padded', { variant: ['framed', 'plain'] }),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is a heading, the description shows, the icon is decoration, no action. */
const showsTitleAndDescription: Story['play'] = async ({ canvas, canvasElement }) => {
  await expect(
    canvas.getByRole('heading', { level: 2, name: 'No applications yet' }),
  ).toBeVisible();
  await expect(
    canvas.getByText('When creators apply to this proposal, their applications appear here.'),
  ).toBeVisible();
  // The icon is decoration.
  await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  await expect(canvas.queryByRole('button')).toBeNull();
};

export const Framed: Story = { play: showsTitleAndDescription };

export const Plain: Story = { args: { variant: 'plain' }, play: showsTitleAndDescription };

const onCreate = fn();

/** With a next step: mouse and keyboard both reach it. */
export const WithAction: Story = {
  args: {
    icon: <Megaphone />,
    title: 'No proposals yet',
    description: 'Publish a proposal so Barcelona creators can apply to collaborate with you.',
    action: <Button onClick={onCreate}>Create proposal</Button>,
  },
  play: async ({ canvas }) => {
    onCreate.mockClear();
    const button = canvas.getByRole('button', { name: 'Create proposal' });
    await userEvent.click(button);
    await expect(onCreate).toHaveBeenCalledOnce();
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(2);
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, headingLevel: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No applications yet' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** Both variants, with and without an action. */
export const Catalog: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      <EmptyState
        icon={<Inbox />}
        title="No applications yet"
        description="Applications appear here."
      />
      <EmptyState
        icon={<Megaphone />}
        title="No proposals yet"
        description="Publish a proposal so creators can apply."
        action={<Button>Create proposal</Button>}
      />
      <EmptyState
        variant="plain"
        icon={<Inbox />}
        title="No messages"
        description="Say hello to Café Godot."
      />
      <EmptyState variant="plain" title="No tasks" description="This deal has no tasks yet." />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};
