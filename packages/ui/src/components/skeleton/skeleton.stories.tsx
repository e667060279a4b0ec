import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';
import { layoutMeta } from '../_stories/story-helpers';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  ...layoutMeta('padded', { shape: ['line', 'block', 'circle'] }, 'max-w-sm'),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const skeletonIn = (element: HTMLElement) => {
  const skeleton = element.querySelector<HTMLElement>('[data-slot="skeleton"]');
  if (!skeleton) throw new Error('No skeleton rendered');
  return skeleton;
};

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = skeletonIn(canvasElement);
    // Hidden from screen readers: the region that is loading says so.
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.getBoundingClientRect().height).toBe(16);
    // The pulse is a motion-safe animation: it only runs without a reduced-motion preference.
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(skeleton).animationName).toBe(reducedMotion ? 'none' : 'pulse');
  },
};

export const Block: Story = {
  args: { shape: 'block' },
  play: async ({ canvasElement }) => {
    await expect(skeletonIn(canvasElement).getBoundingClientRect().height).toBe(96);
  },
};

export const Circle: Story = {
  args: { shape: 'circle' },
  play: async ({ canvasElement }) => {
    const box = skeletonIn(canvasElement).getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(getComputedStyle(skeletonIn(canvasElement)).borderRadius).not.toBe('0px');
  },
};

/** The shapes together, as a proposal card that is still loading. */
export const Catalog: Story = {
  render: () => (
    <div className="grid gap-4 rounded-xl border border-line bg-surface p-5">
      <Skeleton shape="block" />
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="w-2/3" />
          <Skeleton className="w-1/3" />
        </div>
      </div>
      <Skeleton />
      <Skeleton className="w-5/6" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(6);
  },
};
