import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  APPLICATION_STATUSES,
  PROPOSAL_STATUSES,
  StatusBadge,
  statusStyles,
  type Status,
} from './status-badge';
import { CONTROL_SIZES, layoutMeta } from '../../components/_stories/story-helpers';

const meta = {
  title: 'Patterns/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  ...layoutMeta('centered', {
    status: [...PROPOSAL_STATUSES, ...APPLICATION_STATUSES],
    size: CONTROL_SIZES,
  }),
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectStatus = async (canvasElement: HTMLElement, status: Status) => {
  const badge = within(canvasElement).getByText(i18n._(statusStyles[status].label));
  await expect(badge).toHaveAttribute('data-slot', 'status-badge');
  await expect(badge).toHaveAttribute('data-status', status);
  await expect(badge).toHaveAttribute('data-variant', statusStyles[status].variant);
  await expect(badge).toBeVisible();
  // The icon is decorative: the word says the status.
  await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
};

const storyFor = (status: Status): Story => ({
  args: { status },
  play: async ({ canvasElement }) => expectStatus(canvasElement, status),
});

// Proposal statuses.
export const Draft = storyFor('draft');
export const Active = storyFor('active');
export const Inactive = storyFor('inactive');

// Application statuses.
export const Pending = storyFor('pending');
export const Accepted = storyFor('accepted');
export const Rejected = storyFor('rejected');
export const Approved = storyFor('approved');

export const Medium: Story = {
  args: { status: 'accepted', size: 'md' },
  play: async ({ canvasElement }) => {
    await expectStatus(canvasElement, 'accepted');
    const badge = within(canvasElement).getByText('Accepted');
    await expect(getComputedStyle(badge).fontSize).toBe('14px');
  },
};

/** How a badge looks: its background, border and text colours together. */
const lookOf = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return [style.backgroundColor, style.borderTopColor, style.borderTopStyle, style.color].join();
};

const groups = [
  { id: 'proposal-status', title: 'Proposal status', statuses: PROPOSAL_STATUSES },
  { id: 'application-status', title: 'Application status', statuses: APPLICATION_STATUSES },
] as const;

/** Every status in both sizes; within each group every status has its own colour. */
export const Catalog: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid gap-6">
      {groups.map(({ id, title, statuses }) => (
        <section key={id} aria-labelledby={id} className="grid gap-3">
          <h2 id={id} className="text-sm font-semibold text-muted">
            {title}
          </h2>
          {(['sm', 'md'] as const).map((size) => (
            <ul key={size} className="flex flex-wrap gap-2">
              {statuses.map((status) => (
                <li key={status}>
                  <StatusBadge status={status} size={size} />
                </li>
              ))}
            </ul>
          ))}
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const { title, statuses } of groups) {
      const section = within(canvas.getByRole('region', { name: title }));
      // The first row, in the small size.
      const badges = section
        .getAllByRole('listitem')
        .slice(0, statuses.length)
        .map((item) => item.firstElementChild as HTMLElement);
      await expect(badges.map((badge) => badge.dataset.status)).toEqual([...statuses]);
      const looks = new Set(badges.map(lookOf));
      await expect(looks.size).toBe(statuses.length);
    }
  },
};
