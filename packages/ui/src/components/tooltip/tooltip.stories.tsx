import type { Meta, StoryObj } from '@storybook/react-vite';
import { Share2 } from 'lucide-react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip, TooltipContent, TooltipTrigger, type TooltipContentProps } from './tooltip';
import { bodyOf, expectClosed, expectEscapeCloses, layoutMeta } from '../_stories/story-helpers';

function ShareTooltip({ variant, side }: Pick<TooltipContentProps, 'variant' | 'side'>) {
  return (
    <div className="flex items-center gap-3">
      <Button variant="outline">Apply to collaborate</Button>
      <Tooltip>
        <TooltipTrigger asChild>
          <IconButton label="Share proposal" variant="outline">
            <Share2 />
          </IconButton>
        </TooltipTrigger>
        <TooltipContent variant={variant} side={side}>
          Copy a link to send to other creators
        </TooltipContent>
      </Tooltip>
    </div>
  );
}

const meta = {
  title: 'Primitives/Tooltip',
  component: ShareTooltip,
  ...layoutMeta('centered', {
    variant: ['dark', 'light'],
    side: ['top', 'right', 'bottom', 'left'],
  }),
} satisfies Meta<typeof ShareTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const HINT = 'Copy a link to send to other creators';

export const Dark: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Share proposal' });
    await expect(body.queryByRole('tooltip')).toBeNull();

    // Hover shows it; leaving hides it.
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(HINT);
    await expect(trigger).toHaveAccessibleDescription(HINT);
    await userEvent.unhover(trigger);
    await expectClosed(body, 'tooltip');

    // Keyboard focus shows it; Escape hides it and focus stays on the trigger.
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(HINT);
    await expectEscapeCloses(body, 'tooltip', trigger);

    // Moving focus away hides it too.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await expectClosed(body, 'tooltip');
  },
};

export const Light: Story = { args: { variant: 'light' }, play: Dark.play };

/** Open, to see it in place. */
export const Open: Story = {
  render: () => (
    <Tooltip open>
      <TooltipTrigger asChild>
        <Button variant="outline">Requirements</Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">At least 5,000 followers on Instagram or TikTok</TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const tooltip = await bodyOf(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('At least 5,000 followers');
  },
};

/** Both variants, open on each side. */
export const Catalog: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="flex flex-wrap justify-center gap-x-44 gap-y-24 px-8 py-16">
      {(['dark', 'light'] as const).flatMap((variant) =>
        (['top', 'right', 'bottom', 'left'] as const).map((side) => (
          <Tooltip key={`${variant}-${side}`} open>
            <TooltipTrigger asChild>
              <Button variant="outline" size="sm">
                {variant} {side}
              </Button>
            </TooltipTrigger>
            <TooltipContent variant={variant} side={side}>
              Share proposal
            </TooltipContent>
          </Tooltip>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await waitFor(() => expect(body.getAllByRole('tooltip')).toHaveLength(8));
  },
};
