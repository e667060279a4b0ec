import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Ellipsis, Pause, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { bodyOf, expectClosed, expectEscapeCloses, layoutMeta } from '../_stories/story-helpers';
import { expectKeyFocuses } from '../_stories/form-checks';

interface ProposalMenuProps {
  onEdit: () => void;
  onDuplicate: () => void;
  onPause: () => void;
  onDelete: () => void;
  iconTrigger?: boolean;
  /** A modal menu (the default) hides the rest of the page from screen readers while open. */
  modal?: boolean;
}

function ProposalMenu({
  onEdit,
  onDuplicate,
  onPause,
  onDelete,
  iconTrigger = false,
  modal = true,
}: ProposalMenuProps) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        {iconTrigger ? (
          <IconButton label="Proposal actions" variant="outline">
            <Ellipsis />
          </IconButton>
        ) : (
          <Button variant="outline">Proposal actions</Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Brunch for two at Café Godot</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            Edit proposal
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy aria-hidden="true" />
            Duplicate
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onPause} disabled>
            <Pause aria-hidden="true" />
            Pause applications
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete proposal
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: ProposalMenu,
  args: { onEdit: fn(), onDuplicate: fn(), onPause: fn(), onDelete: fn() },
  ...layoutMeta('centered'),
} satisfies Meta<typeof ProposalMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu with a click on its trigger; returns the page's queries (the menu is in a portal). */
const openWithMouse = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Proposal actions' }));
  return bodyOf(canvasElement);
};

/** Keyboard: Enter opens, arrows move (over the disabled item), Enter selects, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Proposal actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const edit = within(menu).getByRole('menuitem', { name: 'Edit proposal' });
    const duplicate = within(menu).getByRole('menuitem', { name: 'Duplicate' });
    const remove = within(menu).getByRole('menuitem', { name: 'Delete proposal' });
    await waitFor(() => expect(edit).toHaveFocus());
    await expectKeyFocuses('{ArrowDown}', duplicate);
    // The disabled "Pause applications" is skipped.
    await expectKeyFocuses('{ArrowDown}', remove);
    await expectKeyFocuses('{ArrowUp}', duplicate);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDuplicate).toHaveBeenCalledOnce();
    await expectClosed(body, 'menu');
    await expect(trigger).toHaveFocus();

    // Open again with ArrowDown; Escape closes without choosing; focus returns to the trigger.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await expectEscapeCloses(body, 'menu', trigger);
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Mouse: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openWithMouse(canvasElement);
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit proposal' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expectClosed(body, 'menu');
  },
};

/** A destructive item looks different and says so in its data. */
export const Destructive: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openWithMouse(canvasElement);
    const remove = await body.findByRole('menuitem', { name: 'Delete proposal' });
    await expect(remove).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const DisabledItem: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openWithMouse(canvasElement);
    const pause = await body.findByRole('menuitem', { name: 'Pause applications' });
    await expect(pause).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pause, { pointerEventsCheck: 0 });
    await expect(args.onPause).not.toHaveBeenCalled();
    await expect(pause).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectClosed(body, 'menu');
  },
};

/** An icon-only trigger, named by its label. */
export const IconTrigger: Story = {
  args: { iconTrigger: true },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Proposal actions' });
    trigger.focus();
    await userEvent.keyboard(' ');
    await expect(await body.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Left open, to see every part: label, items with icons, disabled, separator, destructive.
 * (Non-modal here, so the page around it stays in the accessibility tree for the checks.)
 */
export const Catalog: Story = {
  args: { modal: false },
  render: (args) => (
    <div className="h-80">
      <ProposalMenu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = await openWithMouse(canvasElement);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByText('Brunch for two at Café Godot')).toBeVisible();
  },
};
