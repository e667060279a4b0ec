import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CREATOR_STEPS } from '../sections/how-it-works';
import { CREATOR_BENEFITS, CREATOR_FAQ, CreatorsPage } from './creators-page';
import {
  desktop,
  desktopStory,
  expectSensibleOutline,
  expectTouchTargets,
  phoneStory,
  withMain,
} from './page-checks';

const meta = {
  title: 'Site/Pages/CreatorsPage',
  component: CreatorsPage,
  decorators: [withMain],
} satisfies Meta<typeof CreatorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Collaborate with the Barcelona places you already post about';

async function expectCreatorsPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  const benefits = canvas.getByRole('region', { name: 'Why creators join Colla' });
  await expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(
    CREATOR_BENEFITS.length,
  );
  await expect(within(benefits).getByText('Free for creators, always')).toBeVisible();

  const how = canvas.getByRole('region', { name: 'From your first application to your next post' });
  const steps = within(how).getAllByRole('list')[0];
  await expect(steps?.tagName).toBe('OL');
  await expect(steps && within(steps).getAllByRole('listitem')).toHaveLength(CREATOR_STEPS.length);

  // Every call to action leads to registration.
  const publish = canvas.getAllByRole('link', { name: 'Join as a creator' });
  await expect(publish).toHaveLength(2);
  for (const link of publish) await expect(link).toHaveAttribute('href', '/app-login');
  await expect(canvas.getByRole('link', { name: "I'm a brand" })).toHaveAttribute(
    'href',
    '/brands',
  );

  await expectSensibleOutline(canvasElement);
}

/**
 * The FAQ: answers start closed and open when their question is pressed. The questions are native
 * `<summary>` elements, so they are in the tab order and the browser opens them with Enter and
 * Space (simulated key presses do not run that native behaviour, so the story presses them).
 */
async function expectFaqWorks(canvasElement: HTMLElement) {
  const faq = within(
    within(canvasElement).getByRole('region', { name: 'Questions from creators' }),
  );
  const [first, second] = CREATOR_FAQ;
  if (!first || !second) return;
  const question = faq.getByText(first.question);
  await expect(question.tagName).toBe('SUMMARY');
  await expect(
    faq.getByText(/Creating a profile, applying and collaborating are free/),
  ).not.toBeVisible();
  await userEvent.click(question);
  await expect(
    faq.getByText(/Creating a profile, applying and collaborating are free/),
  ).toBeVisible();
  await userEvent.click(question);
  await expect(
    faq.getByText(/Creating a profile, applying and collaborating are free/),
  ).not.toBeVisible();

  // Tab reaches the next question, with the focus ring showing.
  await userEvent.tab();
  const next = faq.getByText(second.question);
  await expect(next).toHaveFocus();
  await expect(next).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
  await userEvent.click(next);
  await expect(faq.getByText(/There is no minimum to join/)).toBeVisible();
}

export const Desktop: Story = desktopStory(expectCreatorsPage, async ({ canvasElement }) => {
  await expectFaqWorks(canvasElement);
});

export const Phone: Story = phoneStory(expectCreatorsPage, async ({ canvasElement, canvas }) => {
  await expectFaqWorks(canvasElement);
  await expectTouchTargets([
    ...canvas.getAllByRole('link', { name: 'Join as a creator' }),
    canvas.getByRole('link', { name: 'See how it works' }),
    ...Array.from(canvasElement.querySelectorAll<HTMLElement>('summary')),
  ]);
});

/** An app can point the calls to action elsewhere, e.g. straight to registration. */
export const CustomLinks: Story = {
  globals: desktop,
  args: { signUpHref: '/app-login?mode=register', brandsHref: '/brands#how-it-works' },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link', { name: 'Join as a creator' })) {
      await expect(link).toHaveAttribute('href', '/app-login?mode=register');
    }
    await expect(canvas.getByRole('link', { name: "I'm a brand" })).toHaveAttribute(
      'href',
      '/brands#how-it-works',
    );
  },
};
