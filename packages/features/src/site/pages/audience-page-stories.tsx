import { i18n } from '@lingui/core';
import { expect, userEvent, within } from 'storybook/test';
import type { PlayContext } from '../../test-support/state-stories';
import type { FaqItem } from '../sections/faq';
import {
  desktop,
  desktopStory,
  expectSensibleOutline,
  expectTouchTargets,
  phoneStory,
} from './page-checks';

/*
 * The stories of a page for one audience (brands or creators, both an `AudiencePage`): the same
 * checks, with that page's words.
 */

export interface AudiencePageStoriesSpec<Args> {
  /** The page's `<h1>`. */
  title: string;
  /** The benefits region's name, how many benefits it lists and one of their titles. */
  benefits: { region: string; count: number; sample: string };
  /** The how-it-works region's name and how many steps it numbers. */
  how: { region: string; count: number };
  /** The call to action that signs up (top and bottom). */
  signUp: string;
  /** Where it leads by default: a brand asks to join, a creator signs up. */
  signUpHref: string;
  /** The link to the other audience's page, and where it goes by default. */
  other: { name: string; href: string };
  /**
   * The questions region, its items, and text of the first and second answers (the first is
   * opened and closed, the second opened).
   */
  faq: { region: string; items: readonly FaqItem[]; firstAnswer: RegExp; secondAnswer: RegExp };
  /**
   * The prop naming the other audience's page: CustomLinks points it to that page's how-it-works
   * and sign-up to registration.
   */
  otherHrefProp: keyof Args;
}

/** Where CustomLinks sends sign-up: straight to registration. */
const CUSTOM_SIGN_UP = '/app-login?mode=register';

/** The Desktop, Phone and CustomLinks stories of an audience page. */
export function audiencePageStories<Args>(spec: AudiencePageStoriesSpec<Args>) {
  async function expectAudiencePage(canvasElement: HTMLElement) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: spec.title })).toBeVisible();

    const benefits = canvas.getByRole('region', { name: spec.benefits.region });
    await expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(
      spec.benefits.count,
    );
    await expect(within(benefits).getByText(spec.benefits.sample)).toBeVisible();

    const how = canvas.getByRole('region', { name: spec.how.region });
    const steps = within(how).getAllByRole('list')[0];
    await expect(steps?.tagName).toBe('OL');
    await expect(steps && within(steps).getAllByRole('listitem')).toHaveLength(spec.how.count);

    // Every call to action leads to the page's door (a brand's request, a creator's sign-up).
    const signUp = canvas.getAllByRole('link', { name: spec.signUp });
    await expect(signUp).toHaveLength(2);
    for (const link of signUp) await expect(link).toHaveAttribute('href', spec.signUpHref);
    await expect(canvas.getByRole('link', { name: spec.other.name })).toHaveAttribute(
      'href',
      spec.other.href,
    );

    await expectSensibleOutline(canvasElement);
  }

  /**
   * The FAQ: answers start closed and open when their question is pressed. The questions are
   * native `<summary>` elements, so they are in the tab order and the browser opens them with
   * Enter and Space (simulated key presses do not run that native behaviour, so the story presses
   * them).
   */
  async function expectFaqWorks(canvasElement: HTMLElement) {
    const faq = within(within(canvasElement).getByRole('region', { name: spec.faq.region }));
    const [first, second] = spec.faq.items;
    if (!first || !second) return;
    const question = faq.getByText(i18n._(first.question));
    await expect(question.tagName).toBe('SUMMARY');
    await expect(faq.getByText(spec.faq.firstAnswer)).not.toBeVisible();
    await userEvent.click(question);
    await expect(faq.getByText(spec.faq.firstAnswer)).toBeVisible();
    await userEvent.click(question);
    await expect(faq.getByText(spec.faq.firstAnswer)).not.toBeVisible();

    // Tab reaches the next question, with the focus ring showing.
    await userEvent.tab();
    const next = faq.getByText(i18n._(second.question));
    await expect(next).toHaveFocus();
    await expect(next).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
    await userEvent.click(next);
    await expect(faq.getByText(spec.faq.secondAnswer)).toBeVisible();
  }

  return {
    Desktop: desktopStory(expectAudiencePage, async ({ canvasElement }) => {
      await expectFaqWorks(canvasElement);
    }),

    Phone: phoneStory(expectAudiencePage, async ({ canvasElement, canvas }) => {
      await expectFaqWorks(canvasElement);
      await expectTouchTargets([
        ...canvas.getAllByRole('link', { name: spec.signUp }),
        canvas.getByRole('link', { name: 'See how it works' }),
        ...Array.from(canvasElement.querySelectorAll<HTMLElement>('summary')),
      ]);
    }),

    CustomLinks: {
      globals: desktop,
      args: {
        signUpHref: CUSTOM_SIGN_UP,
        [spec.otherHrefProp]: `${spec.other.href}#how-it-works`,
      } as unknown as Partial<Args>,
      play: async ({ canvas }: PlayContext) => {
        for (const link of canvas.getAllByRole('link', { name: spec.signUp })) {
          await expect(link).toHaveAttribute('href', CUSTOM_SIGN_UP);
        }
        await expect(canvas.getByRole('link', { name: spec.other.name })).toHaveAttribute(
          'href',
          `${spec.other.href}#how-it-works`,
        );
      },
    },
  };
}
