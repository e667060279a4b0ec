import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';
import {
  bodyOf,
  expectClosed,
  expectEscapeCloses,
  expectFullScreen,
  expectViewport,
  layoutMeta,
  opensWithKeyboard,
  viewport,
} from '../_stories/story-helpers';

function InviteDialog({
  size,
  showCloseButton,
  onSend,
}: Pick<DialogContentProps, 'size' | 'showCloseButton'> & { onSend?: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Invite creator</Button>
      </DialogTrigger>
      <DialogContent size={size} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Invite Laia Puig</DialogTitle>
          <DialogDescription>
            Laia gets an email with a link to your proposal “Brunch for two at Café Godot”.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">She can accept or decline; you will be notified either way.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Not now</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onSend}>Send invitation</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: InviteDialog,
  args: { onSend: fn() },
  ...layoutMeta('centered', { size: ['sm', 'md', 'lg'] }),
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with a click; the "Close" button closes it; focus goes back to the trigger. */
export const OpenAndCloseWithMouse: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Invite creator' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Invite Laia Puig' });
    await expect(dialog).toHaveAccessibleDescription(/Laia gets an email/);
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed(body, 'dialog');
    await expect(trigger).toHaveFocus();
  },
};

/** Opens with Enter; Escape closes it; focus goes back to the trigger. Tab stays inside. */
export const OpenAndCloseWithKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Invite creator' });
    const dialog = await opensWithKeyboard(body, trigger, 'dialog', { name: 'Invite Laia Puig' });
    // Focus is trapped: tabbing cycles through the dialog's buttons only.
    const inside = () => dialog.contains(document.activeElement);
    for (let step = 0; step < 4; step++) {
      await userEvent.tab();
      await expect(inside()).toBe(true);
    }
    await expectEscapeCloses(body, 'dialog', trigger);
  },
};

/** An action button inside closes it through `DialogClose`. */
export const Confirm: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite creator' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expectClosed(body, 'dialog');
  },
};

export const Cancel: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Invite creator' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expectClosed(body, 'dialog');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutCloseButton: Story = {
  args: { showCloseButton: false },
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite creator' }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expectClosed(body, 'dialog');
  },
};

/** On phones it is a sheet along the bottom edge, with a 44 px close button. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite creator' }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.height).toBeGreaterThanOrEqual(44);
    await expect(close.width).toBeGreaterThanOrEqual(44);
  },
};

const sizes = ['sm', 'md', 'lg'] as const;

/** Every size, open one at a time. */
export const Catalog: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {sizes.map((size) => (
        <Dialog key={size}>
          <DialogTrigger asChild>
            <Button variant="outline">Open {size}</Button>
          </DialogTrigger>
          <DialogContent size={size}>
            <DialogHeader>
              <DialogTitle>Dialog {size}</DialogTitle>
              <DialogDescription>Review the proposal before you publish it.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button>Publish proposal</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const widths: number[] = [];
    for (const size of sizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await body.findByRole('dialog', { name: `Dialog ${size}` });
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await expectClosed(body, 'dialog');
    }
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};

/** A side sheet: a long profile that scrolls under its header, with actions at the foot. */
function ProfileSheet() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">View Laia’s profile</Button>
      </DialogTrigger>
      <DialogContent side="right">
        <DialogHeader>
          <DialogTitle>Laia Puig</DialogTitle>
          <DialogDescription>Food and neighbourhood stories from Gràcia.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {Array.from({ length: 12 }, (_, index) => (
            <p key={index} className="text-sm">
              Collaboration {index + 1}: a Sunday vermut on a terrace in Gràcia, one Reel and three
              Stories.
            </p>
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Decline</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Accept</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The side sheet opens with the keyboard, holds focus, and Escape gives focus back. */
export const SideSheetWithKeyboard: Story = {
  render: () => <ProfileSheet />,
  globals: viewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    const view = await expectViewport(canvasElement, 'desktop');
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'View Laia’s profile' });
    const sheet = await opensWithKeyboard(body, trigger, 'dialog', { name: 'Laia Puig' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // Along the right edge, full height, narrower than the window.
    await waitFor(() => {
      const box = sheet.getBoundingClientRect();
      expect(Math.round(box.right)).toBe(view.innerWidth);
      expect(Math.round(box.top)).toBe(0);
      expect(Math.round(box.height)).toBe(view.innerHeight);
      expect(box.width).toBeLessThan(view.innerWidth / 2);
    });
    await expectEscapeCloses(body, 'dialog', trigger);
  },
};

/** On phones the side sheet takes the whole screen; its body scrolls, the header stays. */
export const SideSheetOnPhone: Story = {
  render: () => <ProfileSheet />,
  globals: viewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    await expectViewport(canvasElement, 'phone');
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View Laia’s profile' }));
    const sheet = await body.findByRole('dialog', { name: 'Laia Puig' });
    await expectFullScreen(sheet);
    const scroller = sheet.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    if (!scroller) throw new Error('No body');
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const close = within(sheet).getByRole('button', { name: 'Close' });
    scroller.scrollTop = scroller.scrollHeight;
    await expect(close).toBeVisible();
    await expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Accept' }));
    await expectClosed(body, 'dialog');
  },
};
