import type { Decorator, StoryContext } from '@storybook/react-vite';
import { Fragment, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The two sizes every form control comes in. */
export const CONTROL_SIZES = ['sm', 'md'] as const;
export type ControlSize = (typeof CONTROL_SIZES)[number];

/** An argTypes entry: a select over `options`. */
export function selectArg<T extends string>(...options: T[]) {
  return { control: 'select' as const, options };
}

/** Wraps each story in a box of the given max width (a Tailwind class), as a form lays it out. */
export function maxWidth(className: string): Decorator {
  return function MaxWidth(Story) {
    return <div className={className}>{Story()}</div>;
  };
}

/** Where a story sits on the canvas (the workspace's default is fullscreen, for screens). */
export type StoryLayout = 'centered' | 'padded';

/**
 * The meta a design-system story file shares: its `layout`, a select control over each prop's
 * options in `selects` (e.g. `{ size: ['sm', 'md'] }`) and, with `width`, a box of that max width
 * around each story.
 */
export function layoutMeta(
  layout: StoryLayout,
  selects: Record<string, readonly string[]> = {},
  width?: string,
) {
  const argTypes = Object.fromEntries(
    Object.entries(selects).map(([prop, options]) => [prop, selectArg(...options)]),
  );
  return {
    ...(Object.keys(argTypes).length > 0 ? { argTypes } : {}),
    parameters: { layout },
    ...(width ? { decorators: [maxWidth(width)] } : {}),
  };
}

/**
 * The meta every form control's stories share: a size control (plus any other `selects`), a
 * padded canvas and, with `width`, a box of that max width around each story.
 */
export function controlMeta(width?: string, selects: Record<string, readonly string[]> = {}) {
  return layoutMeta('padded', { size: CONTROL_SIZES, ...selects }, width);
}

export interface RowsProps<T extends string> {
  /** One row per value, e.g. per variant or size. */
  values: readonly T[];
  children: (value: T) => ReactNode;
  className?: string;
  rowClassName?: string;
}

/** A catalog story's body: one row per value, drawn by `children(value)`. */
export function Rows<T extends string>({
  values,
  children,
  className = 'grid gap-4',
  rowClassName = 'grid gap-3',
}: RowsProps<T>) {
  return (
    <div className={className}>
      {values.map((value) => (
        <div key={value} className={rowClassName}>
          {children(value)}
        </div>
      ))}
    </div>
  );
}

export interface SizeCatalogProps<P> {
  /** Each state's props, by the state's name (e.g. `Invalid: { invalid: true }`). */
  states: Record<string, P>;
  /** Draws one control; `name` is "<state> <size>", e.g. "Invalid sm": label the control with it. */
  render: (props: P & { size: ControlSize; name: string }) => ReactNode;
  className?: string;
}

/** A form control's catalog: one row per size, one control per state in each row. */
export function SizeCatalog<P extends object>({ states, render, className }: SizeCatalogProps<P>) {
  return (
    <Rows values={CONTROL_SIZES} className={className}>
      {(size) =>
        Object.entries(states).map(([state, props]) => (
          <Fragment key={state}>{render({ ...props, size, name: `${state} ${size}` })}</Fragment>
        ))
      }
    </Rows>
  );
}

/** A text control's catalog states: empty with a `placeholder`, then filled, invalid and disabled. */
export function textStates(placeholder: string, filled: string, invalid: string, disabled: string) {
  return {
    Empty: { placeholder },
    Filled: { defaultValue: filled },
    Invalid: { invalid: true, defaultValue: invalid },
    Disabled: { disabled: true, defaultValue: disabled },
  };
}

/**
 * A form control's catalog story (see SizeCatalog): its play finds a `role` control for every
 * state in both sizes, then runs `check`, if given.
 */
export function sizeCatalogStory<P extends object>(
  role: string,
  catalog: SizeCatalogProps<P>,
  check?: (canvas: StoryContext['canvas']) => Promise<void>,
) {
  return {
    render: () => <SizeCatalog {...catalog} />,
    play: async ({ canvas }: StoryContext) => {
      await expect(canvas.getAllByRole(role)).toHaveLength(
        CONTROL_SIZES.length * Object.keys(catalog.states).length,
      );
      await check?.(canvas);
    },
  };
}

/** The sizes a button comes in (besides an icon-only size). */
const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;

export interface CatalogButtonProps<V extends string> {
  variant: V;
  size?: (typeof BUTTON_SIZES)[number];
  disabled?: boolean;
  loading?: boolean;
  /** "<variant> <size>", "<variant> disabled" or "<variant> loading": name the button with it. */
  name: string;
}

/**
 * A button's catalog story: one row per variant, holding it in every size, then disabled and
 * loading, each drawn by `render`; its play counts the buttons.
 */
export function buttonCatalog<V extends string>(
  variants: readonly V[],
  render: (props: CatalogButtonProps<V>) => ReactNode,
) {
  return {
    parameters: { layout: 'padded' as const },
    render: () => (
      <Rows values={variants} rowClassName="flex flex-wrap items-center gap-3">
        {(variant) => (
          <>
            {BUTTON_SIZES.map((size) => (
              <Fragment key={size}>
                {render({ variant, size, name: `${variant} ${size}` })}
              </Fragment>
            ))}
            {render({ variant, disabled: true, name: `${variant} disabled` })}
            {render({ variant, loading: true, name: `${variant} loading` })}
          </>
        )}
      </Rows>
    ),
    play: async ({ canvas }: StoryContext) => {
      await expect(canvas.getAllByRole('button')).toHaveLength(
        variants.length * (BUTTON_SIZES.length + 2),
      );
    },
  };
}

/** Queries over the whole page: Radix renders dialogs, menus, toasts and tooltips in a portal. */
export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until no `role` popup (dialog, menu, tooltip…) is left on the page `body`. */
export async function expectClosed(body: ReturnType<typeof within>, role: string) {
  await waitFor(() => expect(body.queryByRole(role)).toBeNull());
}

/** Tab reaches the `trigger` and Enter opens its `role` popup (found on the page `body`). */
export async function opensWithKeyboard(
  body: ReturnType<typeof within>,
  trigger: HTMLElement,
  role: string,
  options?: { name: string },
) {
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return body.findByRole(role, options);
}

/** Escape closes the `role` popup and gives focus back to its `trigger`. */
export async function expectEscapeCloses(
  body: ReturnType<typeof within>,
  role: string,
  trigger: HTMLElement,
) {
  await userEvent.keyboard('{Escape}');
  await expectClosed(body, role);
  await expect(trigger).toHaveFocus();
}

/** The workspace's viewports (.storybook/preview.tsx) and their widths in px. */
export const VIEWPORT_WIDTH = { phone: 375, desktop: 1280 } as const;
export type ViewportName = keyof typeof VIEWPORT_WIDTH;

/** A story's `globals` that show it in the `name` viewport. */
export function viewport(name: ViewportName) {
  return { viewport: { value: name, isRotated: false } };
}

/** The window the story renders in. */
export function windowOf(canvasElement: HTMLElement) {
  return canvasElement.ownerDocument.defaultView ?? window;
}

/** The story's window, once it is checked to be as wide as the `name` viewport. */
export async function expectViewport(canvasElement: HTMLElement, name: ViewportName) {
  const view = windowOf(canvasElement);
  await expect(view.innerWidth).toBe(VIEWPORT_WIDTH[name]);
  return view;
}

/** The element covers the whole window (a side sheet on a phone), once its entrance settles. */
export async function expectFullScreen(element: HTMLElement) {
  const view = windowOf(element);
  await waitFor(() => {
    const box = element.getBoundingClientRect();
    expect(Math.round(box.left)).toBe(0);
    expect(Math.round(box.top)).toBe(0);
    expect(Math.round(box.width)).toBe(view.innerWidth);
    expect(Math.round(box.height)).toBe(view.innerHeight);
  });
}
