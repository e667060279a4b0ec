import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';
import { layoutMeta } from '../_stories/story-helpers';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  ...layoutMeta('centered', { size: ['sm', 'md', 'lg', 'xl'] }),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: decorative, for inside a control that already says what is loading. */
export const Decorative: Story = {
  play: async ({ canvasElement, canvas }) => {
    const spinner = canvasElement.querySelector('[data-slot="spinner"]');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
    // It spins unless the person asked for reduced motion.
    await expect(getComputedStyle(spinner as Element).animationName).toBe('spin');
  },
};

/** With a label it is a polite live region: screen readers announce "Loading proposals". */
export const Labelled: Story = {
  args: { label: 'Loading proposals' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading proposals');
    // The words are for screen readers only; the ring itself stays hidden from them.
    await expect(canvas.getByText('Loading proposals')).toHaveClass('sr-only');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const LabelShown: Story = {
  args: { label: 'Loading applications', showLabel: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading applications');
    await expect(canvas.getByText('Loading applications')).toBeVisible();
    await expect(canvas.getByText('Loading applications')).not.toHaveClass('sr-only');
  },
};

const sizes = ['sm', 'md', 'lg', 'xl'] as const;

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-primary-700">
      {sizes.map((size) => (
        <Spinner key={size} size={size} data-testid={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = sizes.map((size) => canvas.getByTestId(size).getBoundingClientRect().width);
    // Each size is larger than the one before.
    for (let index = 1; index < widths.length; index++) {
      await expect(widths[index]).toBeGreaterThan(widths[index - 1] ?? 0);
    }
  },
};

/** Every size, decorative and labelled. */
export const Catalog: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid gap-4">
      <div className="flex items-center gap-4 text-primary-700">
        {sizes.map((size) => (
          <Spinner key={size} size={size} />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-6">
        {sizes.map((size) => (
          <Spinner key={size} size={size} label={`Loading proposals (${size})`} showLabel />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(sizes.length);
  },
};
