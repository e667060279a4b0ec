import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  desktop,
  desktopStory,
  expectNoSidewaysScroll,
  expectSensibleOutline,
  expectTouchTargets,
  isShown,
  pageChecks,
  pageMeta,
  phone,
  phoneStory,
} from './page-checks';
import { PITCH_SLIDES, PitchDeckPage } from './pitch-deck-page';

const meta = {
  title: 'Site/Pages/PitchDeckPage',
  ...pageMeta(PitchDeckPage, { onSlideChange: fn() }),
} satisfies Meta<typeof PitchDeckPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slideTitle = (number: number) => {
  const title = PITCH_SLIDES[number - 1]?.title;
  return title ? i18n._(title) : '';
};

/** The slides a person can see right now, and the counter under them. */
function deck(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const slides = Array.from(
    canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
  );
  return {
    slides,
    shown: () => slides.filter(isShown),
    counter: () => canvas.getByText(/^Slide \d+ of \d+/),
    previous: () => canvas.getByRole('button', { name: 'Previous' }),
    next: () => canvas.getByRole('button', { name: 'Next' }),
  };
}

/** Exactly one slide shows: this one, with its title, labelled "n of 8", and the counter agrees. */
async function expectSlide(canvasElement: HTMLElement, number: number) {
  const { shown, counter } = deck(canvasElement);
  const visible = shown();
  await expect(visible).toHaveLength(1);
  await expect(visible[0]).toHaveAttribute('aria-label', `${number} of ${PITCH_SLIDES.length}`);
  // The new slide fades in (150 ms, unless reduced motion is asked for).
  await waitFor(() =>
    expect(
      within(canvasElement).getByRole('heading', { level: 2, name: slideTitle(number) }),
    ).toBeVisible(),
  );
  await expect(counter()).toHaveTextContent(`Slide ${number} of ${PITCH_SLIDES.length}`);
}

const expectDeckBasics = pageChecks('Colla pitch deck', async (canvas, canvasElement) => {
  const { slides, counter, previous } = deck(canvasElement);
  // Eight slides: cover, problem, solution, market, traction, business model, team, ask.
  await expect(slides).toHaveLength(8);
  for (const slide of slides) await expect(slide).toHaveAttribute('role', 'group');
  await expect(canvas.getByRole('region', { name: 'Colla pitch deck slides' })).toHaveAttribute(
    'aria-roledescription',
    'carousel',
  );
  await expectSlide(canvasElement, 1);
  // The counter is announced when it changes.
  await expect(counter()).toHaveAttribute('aria-live', 'polite');
  await expect(previous()).toHaveAttribute('aria-disabled', 'true');
});

export const Desktop: Story = desktopStory(
  expectDeckBasics,
  async ({ args, canvasElement, canvas }) => {
    const { next, previous } = deck(canvasElement);
    const stage = canvasElement.querySelector<HTMLElement>('#pitch-slides');
    const height = stage?.getBoundingClientRect().height;

    // The arrow keys work straight away, with nothing focused.
    await userEvent.keyboard('{ArrowRight}');
    await expectSlide(canvasElement, 2);
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowLeft}');
    await expectSlide(canvasElement, 1);
    // Left on the first slide stays there.
    await userEvent.keyboard('{ArrowLeft}');
    await expectSlide(canvasElement, 1);

    // The buttons, by mouse and by keyboard.
    await userEvent.click(next());
    await expectSlide(canvasElement, 2);
    await expect(previous()).not.toHaveAttribute('aria-disabled');
    await expect(next()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectSlide(canvasElement, 3);
    await expect(canvas.getByText(/^Slide 3 of 8/)).toBeVisible();
    // With focus in the deck, the arrows still move it, and Home and End jump to the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expectSlide(canvasElement, 4);
    await userEvent.keyboard('{End}');
    await expectSlide(canvasElement, 8);
    await expect(next()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next());
    await expectSlide(canvasElement, 8);
    await userEvent.keyboard('{Home}');
    await expectSlide(canvasElement, 1);

    // The slide picker: the current slide is marked.
    const picker = canvas.getByRole('list', { name: 'Slides' });
    await userEvent.click(within(picker).getByRole('button', { name: /Market/ }));
    await expectSlide(canvasElement, 4);
    await expect(within(picker).getByRole('button', { name: /Market/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(picker).getByRole('button', { name: /Problem/ })).not.toHaveAttribute(
      'aria-current',
    );

    // Every slide shares one cell: the deck keeps its height, so the buttons never move.
    await expect(stage?.getBoundingClientRect().height).toBe(height);
    // Hidden slides can't be reached with Tab.
    await expect(
      canvasElement.querySelectorAll('[aria-roledescription="slide"][inert]'),
    ).toHaveLength(7);
    await expectSensibleOutline(canvasElement);
  },
);

export const Phone: Story = phoneStory(expectDeckBasics, async ({ canvasElement }) => {
  const { next, previous } = deck(canvasElement);
  // The picker is left out on phones; Previous and Next are finger-sized.
  const picker = canvasElement.querySelector('ol[aria-label="Slides"]');
  await expect(picker).not.toBeNull();
  await expect(picker).not.toBeVisible();
  await expectTouchTargets([previous(), next()]);
  await userEvent.click(next());
  await expectSlide(canvasElement, 2);
  await userEvent.keyboard('{ArrowRight}');
  await expectSlide(canvasElement, 3);
  await expectNoSidewaysScroll(canvasElement);
});

/** The app can open the deck on a given slide (e.g. from `#slide-8`). */
export const OnTheAsk: Story = {
  globals: desktop,
  args: { initialSlide: 8 },
  play: async ({ canvasElement, canvas }) => {
    await expectSlide(canvasElement, 8);
    await expect(
      canvas.getByText('Raising €600,000 to take Colla to Lisbon and Milan'),
    ).toBeVisible();
    await expect(deck(canvasElement).next()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expectSlide(canvasElement, 7);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 3, name: 'Marta Vidal' })).toBeVisible(),
    );
  },
};

/** Arrow keys typed in another control on the page keep their meaning there. */
export const ArrowsInOtherControls: Story = {
  globals: desktop,
  decorators: [
    (Story) => (
      <>
        <label className="m-4 flex items-center gap-2 text-sm">
          Search the site
          <input className="h-10 rounded-lg border border-line-strong px-3" defaultValue="vermut" />
        </label>
        <Story />
      </>
    ),
  ],
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Search the site' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expectSlide(canvasElement, 1);
    await expect(args.onSlideChange).not.toHaveBeenCalled();
  },
};

/** In Spanish on a phone: the deck moves in Spanish, and its figures are written the Spanish way. */
export const SpanishPhone: Story = {
  ...phoneStory(
    pageChecks('Pitch deck de Colla', async (canvas, canvasElement) => {
      await expect(canvas.getByText('Diapositiva 1 de 8')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
      const market = within(canvasElement).getByRole('group', { name: '4 de 8' });
      await waitFor(() =>
        expect(
          within(market).getByRole('heading', {
            level: 2,
            name: 'Primero, Barcelona: densa, local y con hambre de contenido',
          }),
        ).toBeVisible(),
      );
      await expect(within(market).getByText('1,6 M')).toBeVisible();
      await expect(within(market).getByText('9000')).toBeVisible();
    }),
  ),
  globals: { ...phone, locale: 'es' },
};
