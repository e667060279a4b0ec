/**
 * Story builders for the states every data-bound screen has besides success: loading (the read
 * never answers), a server error with Try Again (or one retried exactly once), forbidden (403,
 * also as a refused read that offers no Try Again) and not found (404). Each builder
 * gives a story's `parameters` and a `play` made of steps; a story adds its own checks with
 * `then`, run after the shared ones. Steps compose with `steps(...)`. For stories only.
 */
import { errorBody } from '@colla/mocks';
import type { StoryContext } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { type ApiPath, failingHandler, forbiddenHandler, stalledHandler } from './list-stories';

/** What a story's play function sees (its `canvas`, `args`, `canvasElement`…). */
export type PlayContext = StoryContext;
/** The story's canvas: `within(canvasElement)`. */
export type StoryCanvas = PlayContext['canvas'];
/** A play function, or one step of one. */
export type PlayStep = (context: PlayContext) => Promise<void>;

/** Runs the steps one after the other: a play function made of smaller ones. */
export function steps(...all: (((context: PlayContext) => unknown) | undefined)[]): PlayStep {
  return async (context) => {
    for (const step of all) await step?.(context);
  };
}

/** A `GET path` answered 404 (the thing is gone, or never was). */
export function notFoundHandler(path: ApiPath, message = 'Not found.') {
  return http.get(path.replace(/\{(\w+)\}/g, ':$1'), () =>
    HttpResponse.json(errorBody(message), { status: 404 }),
  );
}

/** The alert shows, with each of `texts`. */
export function expectAlert(...texts: string[]): PlayStep {
  return async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    for (const text of texts) await expect(alert).toHaveTextContent(text);
  };
}

/** Nothing offers to try again (a 403 or 404 will not get better by asking again). */
export const expectNoTryAgain: PlayStep = async ({ canvas }) => {
  await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
};

/** Presses Try Again. */
export const pressTryAgain: PlayStep = async ({ canvas }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
};

interface StateStoryOptions {
  /** Other answers the screen needs meanwhile (its other reads). */
  handlers?: HttpHandler[];
  /** The story's own checks, after the shared ones. */
  then?: (context: PlayContext) => unknown;
}

/**
 * Loading: `GET path` never answers; the status says `label`, and `absent` (what the loaded
 * screen would show) is not there.
 */
export function loadingStory(
  path: ApiPath,
  label: string,
  {
    absent,
    handlers = [],
    then,
  }: StateStoryOptions & { absent?: (canvas: StoryCanvas) => HTMLElement | null } = {},
) {
  return {
    parameters: { msw: { handlers: [stalledHandler(path), ...handlers] } },
    play: steps(async ({ canvas }) => {
      await expect(await canvas.findByRole('status')).toHaveTextContent(label);
      if (absent) await expect(absent(canvas)).toBeNull();
    }, then),
  };
}

/**
 * A server error: `GET path` fails once with a 500, then answers `body`. The alert says each of
 * `alert`; Try Again is pressed, and `recovered` checks the screen is back (it is given how often
 * the read was asked).
 */
export function serverErrorStory(
  path: ApiPath,
  body: unknown,
  {
    alert,
    recovered,
    handlers = [],
  }: Omit<StateStoryOptions, 'then'> & {
    alert: string[];
    recovered: (context: PlayContext, calls: () => number) => Promise<void>;
  },
) {
  const failing = failingHandler(path, body);
  return {
    beforeEach: failing.reset,
    parameters: { msw: { handlers: [failing.handler, ...handlers] } },
    play: steps(expectAlert(...alert), pressTryAgain, (context) =>
      recovered(context, failing.calls),
    ),
  };
}

/** Forbidden: `GET path` answers 403; the alert says `message` and offers no Try Again. */
export function forbiddenStory(
  path: ApiPath,
  message: string,
  { handlers = [], then }: StateStoryOptions = {},
) {
  return {
    parameters: { msw: { handlers: [forbiddenHandler(path), ...handlers] } },
    play: steps(expectAlert(message), expectNoTryAgain, then),
  };
}

/** `text` shows on the screen. */
export function expectText(text: string): PlayStep {
  return async ({ canvas }) => {
    await expect(await canvas.findByText(text)).toBeVisible();
  };
}

/**
 * Forbidden (403): `GET path` is refused; the screen says `message` and offers no Try Again.
 * `handlers` are the screen's other reads meanwhile; `then`, the story's own checks after.
 */
export function refusedStory(
  path: ApiPath,
  message: string,
  { handlers = [], then }: { handlers?: HttpHandler[]; then?: PlayStep } = {},
) {
  const refused = [forbiddenHandler(path), ...handlers];
  return {
    parameters: { msw: { handlers: refused } },
    play: steps(expectText(message), expectNoTryAgain, then),
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
    play: steps(expectText(heading), then, expectNoTryAgain),
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
