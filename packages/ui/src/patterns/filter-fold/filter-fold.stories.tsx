import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { viewport } from '../../components/_stories/story-helpers';
import { FiltersPanel, FiltersToggle, useFilterFold } from './filter-fold';

function Demo({ count }: { count: number }) {
  const fold = useFilterFold();
  return (
    <div className="grid gap-2 p-4">
      <FiltersToggle fold={fold} count={count} className="w-fit" />
      <FiltersPanel fold={fold} className="sm:grid-cols-2">
        <label className="grid gap-1">
          Category
          <select className="rounded-md border p-2">
            <option>All categories</option>
          </select>
        </label>
      </FiltersPanel>
      <p>Results</p>
    </div>
  );
}

const meta = {
  title: 'Patterns/FilterFold',
  component: Demo,
  args: { count: 2 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the filters wait behind Filters, which says how many are active and opens them. */
export const OnPhone: Story = {
  globals: viewport('phone'),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters 2 active' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Filters' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('group', { name: 'Filters' })).toBeNull();
  },
};

/** None active: no badge, the button reads just "Filters". */
export const NoneActive: Story = {
  args: { count: 0 },
  globals: viewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** From `sm` up the filters always show, and there is no button. */
export const OnDesktop: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Filters/ })).toBeNull();
  },
};
