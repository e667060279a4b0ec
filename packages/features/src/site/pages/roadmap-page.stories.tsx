import { i18n } from '@lingui/core';
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  desktop,
  desktopStory,
  expectSensibleOutline,
  pageChecks,
  pageMeta,
  phone,
  phoneStory,
} from './page-checks';
import { ROADMAP, RoadmapPage } from './roadmap-page';

const meta = { title: 'Site/Pages/RoadmapPage', ...pageMeta(RoadmapPage) };

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = [
  ['Shipped', ROADMAP.shipped],
  ['In progress', ROADMAP['in-progress']],
  ['Next', ROADMAP.next],
] as const;

async function expectRoadmap(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'What we have built, and what comes next' }),
  ).toBeVisible();
  await expect(canvas.getByText('November 21, 2026')).toBeVisible();

  // Three columns, in order, each an ordered list of dated milestones.
  const titles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  await expect(titles.slice(0, 3)).toEqual(['Shipped', 'In progress', 'Next']);
  for (const [title, milestones] of COLUMNS) {
    const column = canvas.getByRole('region', { name: title });
    const items = within(column).getAllByRole('listitem');
    await expect(items).toHaveLength(milestones.length);
    for (const milestone of milestones) {
      await expect(
        within(column).getByRole('heading', { level: 3, name: i18n._(milestone.title) }),
      ).toBeVisible();
    }
    for (const time of column.querySelectorAll('li time')) {
      await expect(time.getAttribute('datetime')).toMatch(/^202[67]-(0[1-9]|1[0-2])$/);
    }
  }

  // Shipped means already happened; next means later than what is in progress.
  const shipped = canvas.getByRole('region', { name: 'Shipped' });
  await expect(within(shipped).getByText('March 2026')).toBeVisible();
  await expect(
    within(shipped).getByRole('heading', { name: 'Public launch in Barcelona' }),
  ).toBeVisible();
  const last = (list: readonly { month: string }[]) =>
    list
      .map((m) => m.month)
      .sort()
      .at(-1) ?? '';
  const first = (list: readonly { month: string }[]) => list.map((m) => m.month).sort()[0] ?? '';
  await expect(last(ROADMAP.shipped) <= '2026-11').toBe(true);
  await expect(first(ROADMAP.next) > last(ROADMAP['in-progress'])).toBe(true);
  const next = canvas.getByRole('region', { name: 'Next' });
  await expect(within(next).getByRole('heading', { name: 'Lisbon launch' })).toBeVisible();

  await expectSensibleOutline(canvasElement);
}

export const Desktop: Story = desktopStory(expectRoadmap, async ({ canvas }) => {
  // Side by side on wide screens.
  const [shipped, progress, next] = ['Shipped', 'In progress', 'Next'].map((name) =>
    canvas.getByRole('heading', { level: 2, name }).getBoundingClientRect(),
  );
  await expect(Math.round(shipped?.top ?? 0)).toBe(Math.round(progress?.top ?? 1));
  await expect(Math.round(progress?.top ?? 0)).toBe(Math.round(next?.top ?? 1));
});

export const Phone: Story = phoneStory(expectRoadmap, async ({ canvas }) => {
  // Stacked on phones: shipped first, then in progress, then next.
  const [shipped, progress] = ['Shipped', 'In progress'].map((name) =>
    canvas.getByRole('heading', { level: 2, name }).getBoundingClientRect(),
  );
  await expect(progress?.top).toBeGreaterThan(shipped?.bottom ?? 0);
});

/** A roadmap passed by the app, with nothing in progress yet. */
export const Custom: Story = {
  globals: desktop,
  args: {
    updated: '2027-01-15',
    roadmap: {
      shipped: [
        // Catalan and Spanish.
        ...ROADMAP['in-progress'].slice(0, 1),
      ],
      'in-progress': [],
      next: [
        // The Lisbon launch.
        ...ROADMAP.next.slice(1, 2),
      ],
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('January 15, 2027')).toBeVisible();
    const progress = canvas.getByRole('region', { name: 'In progress' });
    await expect(within(progress).queryAllByRole('listitem')).toHaveLength(0);
    await expect(within(progress).getByText('Nothing in progress right now.')).toBeVisible();
    await expectSensibleOutline(canvasElement);
  },
};

/** In Catalan on a phone: the columns, the months and the last review date through Intl in Catalan. */
export const CatalanPhone: Story = {
  ...phoneStory(
    pageChecks('Què hem construït, i què ve després', async (canvas) => {
      await expect(canvas.getByText('21 de novembre del 2026')).toBeVisible();
      const shipped = canvas.getByRole('region', { name: 'Llançat' });
      await expect(within(shipped).getByText('Propostes i sol·licituds')).toBeVisible();
      const february = within(shipped).getByText('febrer del 2026');
      await expect(february.parentElement).toHaveTextContent('Llançat: febrer del 2026');
      const next = canvas.getByRole('region', { name: 'Després' });
      const april = within(next).getByText('abril del 2027');
      await expect(april.parentElement).toHaveTextContent('Previst per a: abril del 2027');
      await expect(canvas.getByRole('link', { name: 'Uneix-te a Colla' })).toHaveAttribute(
        'href',
        '/ca/home#apply',
      );
    }),
  ),
  globals: { ...phone, locale: 'ca' },
};
