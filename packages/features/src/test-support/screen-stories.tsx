/**
 * Story helpers for how a screen is seen: the phone and desktop viewports (and waiting for them),
 * the check that nothing scrolls sideways, a router link that records where it was asked to go,
 * and the last query a list wrote to the URL. For stories only.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { RenderLink } from '@colla/ui/lib/link';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchLog } from './list-stories';

/** The story's `globals` for a phone (375 px wide). */
export const phone = { viewport: { value: 'phone', isRotated: false } };
/** The story's `globals` for a desktop. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Waits for the phone viewport to apply before checking the folded filters. */
export const atPhoneWidth = () => waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(375));

/** Waits for the desktop viewport to apply before measuring anything. */
export const atDesktopWidth = () =>
  waitFor(() => expect(window.innerWidth).toBeGreaterThanOrEqual(1024));

/** Nothing on the page scrolls sideways (a phone-width check). */
export function noSidewaysScroll() {
  const root = document.documentElement;
  return expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

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

/** The story at phone width (375 px): `play`, then nothing scrolls sideways. */
export function phoneStory<C extends { canvasElement: HTMLElement }>(
  play?: (context: C) => unknown,
) {
  return {
    globals: phone,
    play: async (context: C) => {
      await play?.(context);
      await noSidewaysScroll();
    },
  };
}

/**
 * A shared message's English, for a story built while its file loads (no language is active
 * yet, so `i18n._` cannot run there); inside play functions use `i18n._(message)`.
 */
export const english = (message: MessageDescriptor): string => message.message ?? message.id;

/**
 * Opens a select and picks one of its options, then waits for the list to close and for the page
 * around it to be reachable again: the select hides everything else from assistive technology while
 * open and gives it back only once its list has gone, which on a busy machine takes a moment.
 */
export async function chooseOption(combobox: HTMLElement, option: string | RegExp) {
  await userEvent.click(combobox);
  const page = within(combobox.ownerDocument.body);
  await userEvent.click(await page.findByRole('option', { name: option }));
  await waitFor(() => {
    expect(page.queryByRole('listbox')).toBeNull();
    expect(combobox.closest('[aria-hidden="true"]')).toBeNull();
  });
}
