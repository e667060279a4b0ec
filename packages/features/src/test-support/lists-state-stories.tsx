/**
 * More story builders next to state-stories.tsx, for the admin screens and lists: not found
 * (404), the phone check that nothing scrolls sideways, and a server error whose recovery is the
 * same check as the loaded story. For stories only.
 */
import type { HttpHandler } from 'msw';
import { expect } from 'storybook/test';
import type { ApiPath } from './list-stories';
import {
  expectNoTryAgain,
  notFoundHandler,
  serverErrorStory,
  steps,
  type PlayContext,
} from './state-stories';

/** Nothing on the page scrolls sideways (a phone-width check). */
export const expectNoSidewaysScroll = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/** The story at phone width (375 px): `play`, then nothing scrolls sideways. */
export function phoneStory<C extends { canvasElement: HTMLElement }>(
  play?: (context: C) => unknown,
) {
  return {
    globals: { viewport: { value: 'phone', isRotated: false } },
    play: async (context: C) => {
      await play?.(context);
      await expectNoSidewaysScroll(context);
    },
  };
}

/**
 * Not found: `GET path` answers 404; the screen says `heading` and offers no Try Again; `then`
 * adds the story's own checks (e.g. the way back).
 */
export function notFoundStory(
  path: ApiPath,
  heading: string,
  {
    handlers = [],
    then,
  }: { handlers?: HttpHandler[]; then?: (context: PlayContext) => unknown } = {},
) {
  return {
    parameters: { msw: { handlers: [notFoundHandler(path), ...handlers] } },
    play: steps(
      async ({ canvas }) => {
        await expect(await canvas.findByText(heading)).toBeVisible();
      },
      then,
      expectNoTryAgain,
    ),
  };
}

/**
 * A server error whose Try Again asks exactly once more: the alert says each of `alert`, then
 * `loaded` (the loaded screen's check) passes and the read was asked twice.
 */
export function retriedOnceStory(
  path: ApiPath,
  body: unknown,
  alert: string[],
  loaded: (context: PlayContext) => Promise<unknown>,
  { handlers = [] }: { handlers?: HttpHandler[] } = {},
) {
  return serverErrorStory(path, body, {
    alert,
    handlers,
    recovered: async (context, calls) => {
      await loaded(context);
      await expect(calls()).toBe(2);
    },
  });
}
