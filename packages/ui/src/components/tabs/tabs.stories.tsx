import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { layoutMeta } from '../_stories/story-helpers';
import { expectKeyFocuses } from '../_stories/form-checks';

type Variant = 'underline' | 'pills';

function ProposalTabs({
  variant,
  onValueChange,
}: {
  variant?: Variant;
  onValueChange?: (value: string) => void;
}) {
  return (
    <Tabs defaultValue="pending" onValueChange={onValueChange} className="max-w-xl">
      <TabsList variant={variant} aria-label="Applications">
        <TabsTrigger value="pending">Pending (4)</TabsTrigger>
        <TabsTrigger value="accepted">Accepted (2)</TabsTrigger>
        <TabsTrigger value="rejected">Rejected (1)</TabsTrigger>
        <TabsTrigger value="withdrawn" disabled>
          Withdrawn (0)
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        Laia Puig and 3 other creators are waiting for your answer.
      </TabsContent>
      <TabsContent value="accepted">You accepted Jordi Vidal and Marta Soler.</TabsContent>
      <TabsContent value="rejected">You declined one application.</TabsContent>
      <TabsContent value="withdrawn">No creator withdrew.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: ProposalTabs,
  args: { onValueChange: fn() },
  ...layoutMeta('padded', { variant: ['underline', 'pills'] }),
} satisfies Meta<typeof ProposalTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mouse and keyboard select tabs (arrows skip the disabled one); Tab moves on to the panel. */
const selectsTabs: Story['play'] = async ({ canvas, args }) => {
  const pending = canvas.getByRole('tab', { name: 'Pending (4)' });
  const accepted = canvas.getByRole('tab', { name: 'Accepted (2)' });
  const rejected = canvas.getByRole('tab', { name: 'Rejected (1)' });
  await expect(canvas.getByRole('tablist', { name: 'Applications' })).toBeVisible();
  await expect(pending).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Laia Puig and 3 other creators');

  // Mouse.
  await userEvent.click(accepted);
  await expect(accepted).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel')).toHaveTextContent('You accepted Jordi Vidal');
  await expect(args.onValueChange).toHaveBeenLastCalledWith('accepted');

  // Keyboard: arrows move between tabs (and select them), skipping the disabled one.
  await expectKeyFocuses('{ArrowRight}', rejected);
  await expect(rejected).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel')).toHaveTextContent('You declined one application.');
  await expectKeyFocuses('{ArrowRight}', pending);
  await expectKeyFocuses('{ArrowLeft}', rejected);
  await expectKeyFocuses('{Home}', pending);
  await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Laia Puig and 3 other creators');

  // Tab leaves the tab list for the panel.
  await userEvent.tab();
  await expect(canvas.getByRole('tabpanel')).toHaveFocus();
};

export const Underline: Story = { play: selectsTabs };

export const Pills: Story = { args: { variant: 'pills' }, play: selectsTabs };

export const DisabledTab: Story = {
  play: async ({ canvas }) => {
    const withdrawn = canvas.getByRole('tab', { name: 'Withdrawn (0)' });
    await expect(withdrawn).toBeDisabled();
    await userEvent.click(withdrawn, { pointerEventsCheck: 0 });
    await expect(withdrawn).toHaveAttribute('aria-selected', 'false');
  },
};

/** Both variants. */
export const Catalog: Story = {
  render: () => (
    <div className="grid gap-8">
      <ProposalTabs variant="underline" />
      <ProposalTabs variant="pills" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tablist')).toHaveLength(2);
    await expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(2);
  },
};
