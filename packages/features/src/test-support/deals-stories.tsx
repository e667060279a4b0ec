/**
 * Story helpers the creator and brand screens (proposals, deals, chat, calendar, notifications,
 * media) share: the viewports they run at and wait for, the phone's no-sideways-scroll check, a
 * router link that records where it was asked to go, and the last query a list wrote to the URL.
 * For stories only.
 */
import type { RenderLink } from '@colla/ui/lib/link';
import { expect, waitFor } from 'storybook/test';
import type { HttpHandler } from 'msw';
import { type ApiPath, forbiddenHandler, type SearchLog } from './list-stories';
import { expectNoTryAgain, type PlayStep, steps } from './state-stories';

/** The story's `globals` for a phone (375 px wide). */
export const phone = { viewport: { value: 'phone', isRotated: false } };
/** The story's `globals` for a desktop. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Waits for the phone viewport to apply before checking the folded filters. */
export const atPhoneWidth = () => waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(375));

/** Waits for the desktop viewport to apply before measuring anything. */
export const atDesktopWidth = () =>
  waitFor(() => expect(window.innerWidth).toBeGreaterThanOrEqual(1024));

/** Nothing on a phone scrolls sideways. */
export const noSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

/** A router link stand-in: calls `navigated` with the path instead of leaving the story. */
export function recordingLink(navigated: (href: string) => void): RenderLink {
  return function RecordingLink(item, className, children) {
    return (
      <a
        href={item.href}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          navigated(item.href);
        }}
      >
        {children}
      </a>
    );
  };
}

/** The URL's query after the list's last write, as an object (defaults are left out of the URL). */
export const lastWriteOf = (url: SearchLog) =>
  Object.fromEntries(new URLSearchParams(url.writes.at(-1) ?? ''));

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
