import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Food & drink' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'outline'],
    },
    size: { control: 'select', options: ['sm', 'md'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectBadge = async (
  canvas: { getByText: (text: string) => HTMLElement },
  text: string,
  variant: string,
) => {
  const badge = canvas.getByText(text);
  await expect(badge).toHaveAttribute('data-slot', 'badge');
  await expect(badge).toHaveAttribute('data-variant', variant);
  await expect(badge).toBeVisible();
};

export const Neutral: Story = {
  play: async ({ canvas }) => expectBadge(canvas, 'Food & drink', 'neutral'),
};
export const Primary: Story = {
  args: { variant: 'primary', children: 'New' },
  play: async ({ canvas }) => expectBadge(canvas, 'New', 'primary'),
};
export const Success: Story = {
  args: { variant: 'success', children: 'Accepted' },
  play: async ({ canvas }) => expectBadge(canvas, 'Accepted', 'success'),
};
export const Warning: Story = {
  args: { variant: 'warning', children: 'Pending' },
  play: async ({ canvas }) => expectBadge(canvas, 'Pending', 'warning'),
};
export const Danger: Story = {
  args: { variant: 'danger', children: 'Rejected' },
  play: async ({ canvas }) => expectBadge(canvas, 'Rejected', 'danger'),
};
export const Outline: Story = {
  args: { variant: 'outline', children: 'Gràcia' },
  play: async ({ canvas }) => expectBadge(canvas, 'Gràcia', 'outline'),
};

export const WithIcon: Story = {
  args: {
    variant: 'success',
    size: 'md',
    children: (
      <>
        <CircleCheck aria-hidden="true" />
        Verified brand
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Verified brand')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const AsChildLink: Story = {
  args: {
    asChild: true,
    variant: 'outline',
    children: <a href="#category-food">Food & drink</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Food & drink' });
    await expect(link).toHaveAttribute('data-slot', 'badge');
    await expect(link).toHaveAttribute('href', '#category-food');
  },
};

const variants = ['neutral', 'primary', 'success', 'warning', 'danger', 'outline'] as const;
const labels: Record<(typeof variants)[number], string> = {
  neutral: 'Draft',
  primary: 'New',
  success: 'Accepted',
  warning: 'Pending',
  danger: 'Rejected',
  outline: 'Eixample',
};

/** Every variant in both sizes. */
export const Catalog: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {variants.map((variant) => (
            <Badge key={variant} variant={variant} size={size}>
              {labels[variant]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(
      variants.length * 2,
    );
  },
};
