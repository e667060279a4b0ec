import { cva, type VariantProps } from 'class-variance-authority';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { floatingSurface, scaleEntrance } from '../overlay';
import { slot } from '../slot';

/**
 * A menu of actions. It opens with Enter, Space or ArrowDown on the trigger; arrow keys move,
 * Enter selects, typing a letter jumps to an item, Escape closes; focus returns to the trigger.
 */
export function DropdownMenu(props: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root {...props} />;
}

export function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto',
          floatingSurface,
          'p-1',
          'origin-(--radix-dropdown-menu-content-transform-origin)',
          scaleEntrance,
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuGroup(props: ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

export const dropdownMenuItemVariants = cva(
  [
    'relative flex min-h-11 cursor-default items-center gap-2 rounded-lg px-3 text-sm outline-none select-none sm:min-h-9',
    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus',
    'data-disabled:pointer-events-none data-disabled:opacity-55',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: 'text-ink data-highlighted:bg-primary-50 data-highlighted:text-primary-800',
        destructive:
          'text-danger-700 data-highlighted:bg-danger-50 data-highlighted:text-danger-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type DropdownMenuItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants> & {
    /** Indents the item to line up with items that have an icon. */
    inset?: boolean;
  };

export function DropdownMenuItem({
  className,
  variant,
  inset = false,
  ...props
}: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant }), inset && 'pl-9', className)}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  inset = false,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-3 py-2 text-xs font-semibold text-muted', inset && 'pl-9', className)}
      {...props}
    />
  );
}

export const DropdownMenuSeparator = slot(
  'dropdown-menu-separator',
  DropdownMenuPrimitive.Separator,
  '-mx-1 my-1 h-px bg-line',
);
