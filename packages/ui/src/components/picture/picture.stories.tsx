import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Picture } from './picture';

/** A drawn picture at two sizes, inline, so the stories never touch the network. */
const drawn = (width: number, height: number, label: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#2f6f4e"/><text x="50%" y="50%" fill="#fff" font-size="${width / 10}" text-anchor="middle">${label}</text></svg>`,
  );

const meta = {
  title: 'Primitives/Picture',
  component: Picture,
  args: {
    src: drawn(1200, 900, '1200'),
    srcSmall: drawn(400, 300, '400'),
    width: 1200,
    height: 900,
    alt: 'A vermouth on the bar of Vermut Gràcia',
    className: 'w-full max-w-md rounded-lg',
  },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both variants offered; the room is reserved from width and height before anything loads. */
export const Resized: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'A vermouth on the bar of Vermut Gràcia' });
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '900');
    await expect(image.getAttribute('srcset')).toMatch(/ 400w, .* 1200w$/);
    await expect(image).toHaveAttribute('loading', 'lazy');
    // Shown 448 px wide at most, its height follows the picture's shape: 3:4.
    const box = image.getBoundingClientRect();
    await expect(Math.round((box.height / box.width) * 100)).toBe(75);
  },
};

/** A picture no wider than the small variant: one file, no srcset. */
export const Small: Story = {
  args: { src: drawn(300, 300, '300'), srcSmall: drawn(300, 300, '300'), width: 300, height: 300 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image).toHaveAttribute('width', '300');
  },
};
