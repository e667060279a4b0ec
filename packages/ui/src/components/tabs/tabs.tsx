import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { slot } from '../slot';

type TabsVariant = 'underline' | 'pills';
const TabsVariantContext = createContext<TabsVariant>('underline');

/** Tabs: arrow keys move between tabs, Home and End jump to the first and last. */
export const Tabs = slot(
  'tabs',
  TabsPrimitive.Root,
  'flex flex-col gap-4 data-[orientation=vertical]:flex-row',
);

export const tabsListVariants = cva('inline-flex w-fit max-w-full items-center overflow-x-auto', {
  variants: {
    variant: {
      // An inset line (not a border), so the active tab's underline sits on it without overflowing.
      underline: 'gap-2 shadow-[inset_0_-1px_0_var(--color-line)]',
      pills: 'gap-1 rounded-xl bg-stone-100 p-1',
    },
  },
  defaultVariants: { variant: 'underline' },
});

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>;

export function TabsList({ className, variant, ...props }: TabsListProps) {
  const tone = variant ?? 'underline';
  return (
    <TabsVariantContext.Provider value={tone}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={tone}
        className={cn(tabsListVariants({ variant }), className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export const tabsTriggerVariants = cva(
  [
    'inline-flex h-11 shrink-0 items-center justify-center gap-2 px-3 text-sm font-semibold whitespace-nowrap text-muted transition-colors sm:h-10',
    'hover:text-ink',
    // An inset ring: the list scrolls sideways on phones and would clip an outer one.
    'focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-55',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        underline:
          'rounded-t-md border-b-2 border-transparent data-[state=active]:border-primary-600 data-[state=active]:text-primary-700',
        pills:
          'rounded-lg data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export const TabsContent = slot(
  'tabs-content',
  TabsPrimitive.Content,
  'flex-1 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);
