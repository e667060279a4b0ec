import { i18n } from '@lingui/core';
import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MEDIA_TYPE_ERROR,
  MEDIA_UPLOAD_LABEL,
  MediaLibraryView,
  type MediaItem,
} from './media-library-view';

const items = fixtures.listBrandMedia.data as MediaItem[];

const meta = {
  title: 'Features/Brand/Media library view',
  component: MediaLibraryView,
  args: {
    status: 'ready',
    items,
    onUploadFiles: fn(),
    onDismissUpload: fn(),
    onDelete: fn(async () => undefined),
    dealHref: (id: number) => `/app/brand/deals/${id}`,
  },
} satisfies Meta<typeof MediaLibraryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two files on their way (one at 45%), one sent and one refused. */
export const UploadProgress: Story = {
  // The refusal is said in the active language, so it is filled in when the story renders.
  render: (args) => (
    <MediaLibraryView
      {...args}
      uploads={args.uploads?.map((entry) =>
        entry.status === 'failed' ? { ...entry, error: i18n._(MEDIA_TYPE_ERROR) } : entry,
      )}
    />
  ),
  args: {
    uploads: [
      { key: 'a', name: 'rooftop-sunset.mp4', status: 'uploading', progress: 45 },
      { key: 'b', name: 'tapas-board.jpg', status: 'uploading', progress: 0 },
      { key: 'c', name: 'team-photo.webp', status: 'done', progress: 100 },
      {
        key: 'd',
        name: 'price-list.pdf',
        status: 'failed',
        progress: 0,
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const uploads = canvas.getByRole('list', { name: 'Uploads' });
    await expect(
      within(uploads).getByRole('progressbar', { name: 'Uploading rooftop-sunset.mp4' }),
    ).toHaveAttribute('aria-valuenow', '45');
    await expect(within(uploads).getByText('45%')).toBeVisible();
    await expect(within(uploads).getByText('0%')).toBeVisible();
    await expect(within(uploads).getByText('Uploaded.')).toBeVisible();
    await expect(within(uploads).getByText(i18n._(MEDIA_TYPE_ERROR))).toBeVisible();
    // Files still uploading cannot be dismissed; finished and refused ones can.
    await expect(
      within(uploads).queryByRole('button', { name: 'Dismiss rooftop-sunset.mp4' }),
    ).toBeNull();
    await userEvent.click(within(uploads).getByRole('button', { name: 'Dismiss price-list.pdf' }));
    await expect(args.onDismissUpload).toHaveBeenCalledWith('d');
  },
};

/** Picking files hands them to the app, several at once. */
export const PickFiles: Story = {
  play: async ({ canvas, args }) => {
    const files = [
      new File([new Uint8Array(64)], 'paella-night.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(64)], 'cava-pour.mp4', { type: 'video/mp4' }),
    ];
    await userEvent.upload(canvas.getByLabelText(i18n._(MEDIA_UPLOAD_LABEL)), files);
    await expect(args.onUploadFiles).toHaveBeenCalledWith(files);
  },
};
