import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { floatingSurface } from '../overlay';
import { slot } from '../slot';
import { controlProps, type ControlProps } from '../input/control';

/** The Radix root: value, open state, name and `required` for forms. */
export const SelectRoot = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;

export function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> & ControlProps;

/** The button that shows the value (or the placeholder) and opens the list. */
export function SelectTrigger({ children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      {...controlProps('select-trigger', props, [
        'flex items-center justify-between gap-2 text-start whitespace-nowrap',
        'data-placeholder:text-neutral-500 [&>span]:truncate',
      ])}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** The list, in a portal, at least as wide as the trigger. */
export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
          floatingSurface,
          'motion-safe:animate-pop-in',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-muted">
          <ChevronUp aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-muted">
          <ChevronDown aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** One option; the highlighted one (keyboard or pointer) is tinted, the chosen one ticked. */
export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-11 cursor-default items-center rounded-md py-2 ps-8 pe-3 text-base outline-none select-none sm:min-h-9 sm:text-sm',
        'data-highlighted:bg-primary-100 data-highlighted:text-primary-900',
        'data-disabled:cursor-not-allowed data-disabled:text-neutral-500',
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export const SelectLabel = slot(
  'select-label',
  SelectPrimitive.Label,
  'px-2 pt-2 pb-1 text-xs font-semibold text-muted',
);

export const SelectSeparator = slot(
  'select-separator',
  SelectPrimitive.Separator,
  'my-1 h-px bg-line',
);

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type RootProps = ComponentProps<typeof SelectPrimitive.Root>;

/** The props Select hands to the Radix root; the rest (id, aria-*, ref…) go to the trigger. */
const rootPropNames = [
  'value',
  'defaultValue',
  'onValueChange',
  'open',
  'defaultOpen',
  'onOpenChange',
  'name',
  'required',
  'disabled',
  'autoComplete',
  'form',
] as const satisfies readonly (keyof RootProps)[];

type RootPropName = (typeof rootPropNames)[number];

/** Splits Select's props into the root's (every name in rootPropNames) and the trigger's. */
function splitRootProps<P extends Pick<RootProps, RootPropName>>(props: P) {
  const isRootProp = (key: string) => (rootPropNames as readonly string[]).includes(key);
  const root = Object.fromEntries(rootPropNames.map((key) => [key, props[key]]));
  const trigger = Object.fromEntries(Object.entries(props).filter(([key]) => !isRootProp(key)));
  return [root as Pick<RootProps, RootPropName>, trigger as Omit<P, RootPropName>] as const;
}

export type SelectProps = Omit<SelectTriggerProps, 'value' | 'defaultValue' | 'dir' | 'children'> &
  Pick<RootProps, RootPropName> & {
    options: readonly SelectOption[];
    /** Shown (in a lighter grey) until something is chosen. */
    placeholder?: string;
    contentClassName?: string;
  };

/**
 * A select from a list of options. Other props (id, aria-*, ref…) go to the trigger, so a Field
 * can wrap it directly. Keyboard: Enter, Space or ArrowDown opens; arrows move; Enter chooses;
 * Escape closes and focus returns to the trigger. For groups, compose the parts instead.
 */
export function Select({ options, placeholder, contentClassName, ...props }: SelectProps) {
  const [rootProps, triggerProps] = splitRootProps(props);
  return (
    <SelectRoot {...rootProps}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </SelectRoot>
  );
}
