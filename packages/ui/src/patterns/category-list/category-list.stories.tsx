import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryList } from './category-list';

const meta = {
  title: 'Patterns/CategoryList',
  component: CategoryList,
  args: {
    categories: [
      { id: 1, name: 'Food & drink' },
      { id: 2, name: 'Nightlife' },
    ],
  },
} satisfies Meta<typeof CategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Categories' });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Food & drink',
      'Nightlife',
    ]);
  },
};

export const None: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
