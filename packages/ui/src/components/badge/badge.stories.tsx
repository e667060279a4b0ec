import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { CONTROL_SIZES, layoutMeta, Rows } from '../_stories/story-helpers';
import { Badge } from './badge';

const variants = ['neutral', 'primary', 'success', 'warning', 'danger', 'outline'] as const;
type Variant = (typeof variants)[number];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Food & drink' },
  ...layoutMeta('centered', { variant: variants, size: CONTROL_SIZES }),
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

/** One variant's story: the badge shows `text` and names its variant. */
const variantStory = (variant: Variant, text: string): Story => ({
  args: { variant, children: text },
  play: async ({ canvas }) => expectBadge(canvas, text, variant),
});

export const Neutral: Story = {
  play: async ({ canvas }) => expectBadge(canvas, 'Food & drink', 'neutral'),
};
export const Primary = variantStory('primary', 'New');
export const Success = variantStory('success', 'Accepted');
export const Warning = variantStory('warning', 'Pending');
export const Danger = variantStory('danger', 'Rejected');
export const Outline = variantStory('outline', 'Gràcia');

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

const labels: Record<Variant, string> = {
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
    <Rows
      values={CONTROL_SIZES}
      className="grid gap-3"
      rowClassName="flex flex-wrap items-center gap-2"
    >
      {(size) =>
        variants.map((variant) => (
          <Badge key={variant} variant={variant} size={size}>
            {labels[variant]}
          </Badge>
        ))
      }
    </Rows>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(
      variants.length * 2,
    );
  },
};
