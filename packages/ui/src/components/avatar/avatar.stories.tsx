import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar';
import { layoutMeta } from '../_stories/story-helpers';

/** A small portrait drawn inline, so the stories never touch the network. */
const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#fec6a6"/><circle cx="40" cy="32" r="14" fill="#812312"/><path d="M14 80c4-18 16-26 26-26s22 8 26 26z" fill="#812312"/></svg>',
  );
const BROKEN = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { firstName: 'Laia', lastName: 'Puig' },
  ...layoutMeta('centered', { size: ['sm', 'md', 'lg', 'xl'] }),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { src: PHOTO },
  play: async ({ canvas, canvasElement }) => {
    // One image, named after the person; the photo inside is not announced twice.
    await expect(canvas.getByRole('img', { name: 'Laia Puig' })).toHaveAttribute(
      'data-slot',
      'avatar',
    );
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', PHOTO));
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.queryByText('LP')).toBeNull();
  },
};

/** No photo: the initials of the first and the last name. */
export const Initials: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Laia Puig' })).toBeVisible();
    await expect(canvas.getByText('LP')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The photo fails to load: the initials stay. */
export const BrokenImage: Story = {
  args: { src: BROKEN, firstName: 'Jordi', lastName: 'Vidal' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Jordi Vidal' })).toBeVisible();
    await expect(await canvas.findByText('JV')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const FirstNameOnly: Story = {
  args: { firstName: 'Núria', lastName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Núria' })).toBeVisible();
    await expect(canvas.getByText('N')).toBeVisible();
  },
};

/** Next to the person's name it is decoration, hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} />
      <span className="font-semibold">Laia Puig</span>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

const sizes = ['sm', 'md', 'lg', 'xl'] as const;

/** Every size, with a photo and with initials. */
export const Catalog: Story = {
  render: () => (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        {sizes.map((size) => (
          <Avatar key={size} size={size} firstName="Laia" lastName="Puig" src={PHOTO} />
        ))}
      </div>
      <div className="flex items-center gap-3">
        {sizes.map((size) => (
          <Avatar key={size} size={size} firstName="Òscar" lastName="Estruch" />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Laia Puig' })).toHaveLength(sizes.length);
    await expect(canvas.getAllByText('ÒE')).toHaveLength(sizes.length);
  },
};
