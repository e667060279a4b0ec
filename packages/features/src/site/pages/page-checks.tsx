import type { Decorator } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { type PlayContext, steps } from '../../test-support/state-stories';

/*
 * Shared checks for the public pages' stories: what a person (and a screen reader) would notice
 * on any page — one title, an outline without gaps, nothing sliding sideways on a phone.
 */

/** The app puts every page inside its `<main>`; the stories do the same. */
export const withMain: Decorator = (Story) => (
  <main id="content">
    <Story />
  </main>
);

/**
 * What every page's stories share past their literal title: the page, inside `<main>`, with the
 * `args` all its stories start from.
 */
export function pageMeta<Component extends ComponentType<never>>(
  component: Component,
  args?: Partial<Component extends ComponentType<infer Props> ? Props : never>,
) {
  const decorators: Decorator[] = [withMain];
  return { component, decorators, ...(args && { args }) };
}

export const desktop = { viewport: { value: 'desktop', isRotated: false } };
export const phone = { viewport: { value: 'phone', isRotated: false } };

/** A page's own checks, at any width. */
type PageCheck = (canvasElement: HTMLElement) => Promise<unknown>;

/**
 * A page's checks at any width: its one `<h1>` reads `title` and shows, then the page's `own`
 * checks pass, then the outline is sensible.
 */
export function pageChecks(
  title: string,
  own?: (canvas: ReturnType<typeof within>, canvasElement: HTMLElement) => Promise<unknown>,
): PageCheck {
  return async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await own?.(canvas, canvasElement);
    await expectSensibleOutline(canvasElement);
  };
}

/**
 * A story at one viewport: the frame really is `width` wide, each of `checks` passes, then the
 * story's own.
 */
function viewportStory(
  globals: typeof desktop,
  width: number,
  checks: PageCheck[],
  more?: (context: PlayContext) => unknown,
) {
  return {
    globals,
    play: steps(
      ({ canvasElement }) => expectViewportWidth(canvasElement, width),
      ...checks.map(
        (check) =>
          ({ canvasElement }: PlayContext) =>
            check(canvasElement),
      ),
      more,
    ),
  };
}

/** A story at desktop width (1280 px): the page's checks, then the story's own. */
export function desktopStory(expectPage: PageCheck, more?: (context: PlayContext) => unknown) {
  return viewportStory(desktop, 1280, [expectPage], more);
}

/**
 * A story on a phone (375 px): the page's checks, no sideways scrolling, then the story's own.
 */
export function phoneStory(expectPage: PageCheck, more?: (context: PlayContext) => unknown) {
  return viewportStory(phone, 375, [expectPage, expectNoSidewaysScroll], more);
}

/** Whether a person can see the element (not hidden, not invisible, not in a closed disclosure). */
export function isShown(element: Element): boolean {
  return element.checkVisibility({ visibilityProperty: true });
}

/** Headings a person can see: closed disclosures and the deck's other slides do not count. */
export function visibleHeadings(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')).filter(isShown);
}

/** Exactly one `<h1>`, first, and no heading more than one level deeper than the one before. */
export async function expectSensibleOutline(root: HTMLElement) {
  const headings = visibleHeadings(root);
  const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
  await expect(levels.filter((level) => level === 1)).toHaveLength(1);
  await expect(levels[0]).toBe(1);
  const skips = levels.flatMap((level, index) =>
    index > 0 && level > (levels[index - 1] ?? 1) + 1
      ? [`h${levels[index - 1]} → h${level} "${headings[index]?.textContent ?? ''}"`]
      : [],
  );
  await expect(skips).toEqual([]);
}

/** The story really renders at this width (the viewport global resizes the test frame). */
export async function expectViewportWidth(root: HTMLElement, width: number) {
  const view = root.ownerDocument.defaultView ?? window;
  await expect(view.innerWidth).toBe(width);
}

/** Nothing is wider than the screen: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(root: HTMLElement) {
  const page = root.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** Targets at least 44 px tall, as fingers need on phones. */
export async function expectTouchTargets(elements: readonly HTMLElement[]) {
  const small = elements
    .filter((element) => element.getBoundingClientRect().height < 44)
    .map((element) => element.textContent);
  await expect(small).toEqual([]);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two computed `rgb(…)` colours. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The element's text colour against the nearest opaque background behind it. */
export function textContrast(element: HTMLElement): number {
  const view = element.ownerDocument.defaultView ?? window;
  let node: HTMLElement | null = element;
  let background = 'rgb(255, 255, 255)';
  while (node) {
    const color = view.getComputedStyle(node).backgroundColor;
    if (color && color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) {
      background = color;
      break;
    }
    node = node.parentElement;
  }
  return contrastRatio(view.getComputedStyle(element).color, background);
}
