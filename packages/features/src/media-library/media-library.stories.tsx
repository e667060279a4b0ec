import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { MediaLibrary } from './media-library';
import {
  MEDIA_DELETE_FAILED,
  MEDIA_DELETE_MESSAGE,
  MEDIA_EMPTY_TITLE,
  MEDIA_IMAGE_TOO_LARGE,
  MEDIA_LOAD_ERROR_HEADING,
  MEDIA_UPLOAD_LABEL,
  type MediaItem,
} from './media-library-view';

const PATH = operationRoutes.listBrandMedia.path;
const ITEM_PATH = operationRoutes.deleteBrandMedia.path;
const [reel, terrace] = fixtures.listBrandMedia.data as [MediaItem, MediaItem];

const library: MediaItem[] = [
  reel,
  terrace,
  {
    ...terrace,
    id: 69,
    url: '/storage/media/69/vermut-tasting.png',
    thumbnail_url: '/storage/media/69/thumb.webp',
    mime_type: 'image/png',
    size_bytes: 1_318_912,
    original_name: 'vermut-tasting-gracia.png',
    width: 1600,
    height: 2000,
    deal_id: 8,
    deal: { id: 8, proposal_name: 'Summer vermut tasting in Gràcia', creator_name: 'Laia Puig' },
    // Delivered on 2 May for 6 months: expired by NOW.
    rights: { scope: 'own_channels', expires_at: '2026-11-02T12:05:00Z' },
    created_at: '2026-05-02T12:05:00Z',
  },
  {
    ...reel,
    id: 64,
    url: '/storage/media/64/bar-counter.webm',
    thumbnail_url: null,
    mime_type: 'video/webm',
    size_bytes: 18_874_368,
    original_name: 'bar-counter-story.webm',
    width: 1080,
    height: 1080,
    duration_seconds: 75,
    deal_id: 5,
    deal: { id: 5, proposal_name: 'Vermut hour at the bar', creator_name: 'Marc Soler' },
    rights: { scope: 'paid_ads', expires_at: null },
    created_at: '2026-04-22T09:41:00Z',
  },
];

/** When the stories judge usage rights. */
const NOW = '2026-11-28T10:00:00Z';

const page = (data: MediaItem[]) => ({
  data,
  meta: { current_page: 1, per_page: 24, total: data.length, last_page: 1 },
});

const listHandler = http.get(PATH, ({ response }) => response(200).json(page(library)));

const pngFile = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const meta = {
  title: 'Features/Brand/Media library',
  component: MediaLibrary,
  args: { dealHref: (id: number) => `/app/brand/deals/${id}`, now: NOW },
  parameters: { msw: { handlers: [listHandler] } },
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(PATH, async () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading media' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  },
};

/** Nothing uploaded yet: the empty state and the upload call to action. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(PATH, ({ response }) => response(200).json(page([])))] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: i18n._(MEDIA_EMPTY_TITLE) }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(MEDIA_UPLOAD_LABEL))).toBeVisible();
    await expect(canvas.getByLabelText(i18n._(MEDIA_UPLOAD_LABEL))).toHaveAttribute('type', 'file');
  },
};

/** Images and videos, some delivered on deals (linked to the deal's page). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Media files' });
    const tiles = within(grid).getAllByRole('listitem');
    await expect(tiles).toHaveLength(4);
    await expect(within(grid).getByText('vermut-reel-final.mp4')).toBeVisible();
    await expect(within(grid).getByText('46 MB · 0:32')).toBeVisible();
    await expect(within(grid).getByText('2.7 MB')).toBeVisible();
    // Deal content names its creator and proposal, linking to the deal.
    const dealLinks = within(grid).getAllByRole('link', {
      name: 'Laia Puig · Summer vermut tasting in Gràcia',
    });
    await expect(dealLinks).toHaveLength(2);
    await expect(dealLinks[0]).toHaveAttribute('href', '/app/brand/deals/8');
    await expect(
      within(grid).getByRole('link', { name: 'Marc Soler · Vermut hour at the bar' }),
    ).toHaveAttribute('href', '/app/brand/deals/5');
    await expect(within(grid).getByText('In the library')).toBeVisible();
    // Deal content says how the brand may use it and until when; expired rights stand out.
    await expectRights(grid);
    // Every card is as tall as the others, with a deal or without.
    const heights = tiles.map((tile) => Math.round(tile.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
    // Thumbnails load lazily and keep their space.
    const thumbnail = within(tiles[1] ?? grid).getByRole('button', {
      name: 'Preview terrace-verdi.jpg',
    });
    const img = thumbnail.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '2400');
    await expect(img).toHaveAttribute('height', '1600');
  },
};

/** The rights of the library's three deal files, as `Loaded` and `RightsOnPhone` check them. */
async function expectRights(grid: HTMLElement) {
  const tile = (name: string) => within(within(grid).getByText(name).closest('li') ?? grid);
  await expect(
    tile('vermut-reel-final.mp4').getByText('Own channels only · until December 15, 2026'),
  ).toBeVisible();
  await expect(
    tile('vermut-tasting-gracia.png').getByText('Rights expired on November 2, 2026'),
  ).toBeVisible();
  await expect(
    tile('bar-counter-story.webm').getByText('Own channels and paid ads · no time limit'),
  ).toBeVisible();
  await expect(tile('terrace-verdi.jpg').queryByText(/Rights|channels/)).toBeNull();
}

/** Usage rights on a phone: the expired file is marked, nothing scrolls sideways. */
export const RightsOnPhone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expectRights(await canvas.findByRole('list', { name: 'Media files' }));
    await noSidewaysScroll();
  },
};

/** The same rights in Spanish on a phone. */
export const RightsInSpanishOnPhone: Story = {
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Archivos multimedia' });
    await expect(
      within(grid).getByText('Los derechos caducaron el 2 de noviembre de 2026'),
    ).toBeVisible();
    await expect(
      within(grid).getByText('Canales propios y anuncios de pago · sin límite de tiempo'),
    ).toBeVisible();
    await noSidewaysScroll();
  },
};

/** The server takes its time: the file shows its progress, then "Uploaded." and joins the grid. */
export const Uploading: Story = {
  parameters: {
    msw: {
      handlers: [
        listHandler,
        http.post(PATH, async ({ request, response }) => {
          // The file itself travels as multipart form data.
          const file = (await request.formData()).get('file');
          await delay(1200);
          return file instanceof File && file.name === 'sant-antoni.png'
            ? response(201).json(fixtures.uploadBrandMedia)
            : response(422).json({ message: 'No file.', errors: { file: ['No file.'] } });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Media files' });
    await userEvent.upload(
      canvas.getByLabelText(i18n._(MEDIA_UPLOAD_LABEL)),
      pngFile('sant-antoni.png'),
    );
    const uploads = canvas.getByRole('list', { name: 'Uploads' });
    const bar = await within(uploads).findByRole('progressbar', {
      name: 'Uploading sant-antoni.png',
    });
    await expect(bar).toHaveAttribute('aria-valuenow');
    await expect(within(uploads).getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(
      await within(uploads).findByText('Uploaded.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(within(uploads).queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(uploads).getByRole('button', { name: 'Dismiss sant-antoni.png' }));
    await waitFor(() => expect(within(uploads).queryByText('sant-antoni.png')).toBeNull());
  },
};

/** The server checks the content (422), and a file over the limit is refused before sending. */
export const UploadRejected: Story = {
  parameters: {
    msw: {
      handlers: [
        listHandler,
        http.post(PATH, ({ response }) =>
          response(422).json({
            message: 'The file must be an image or a video.',
            errors: {
              file: [
                'The file must be an image (JPEG, PNG, WebP, GIF) or a video (MP4, QuickTime, WebM).',
              ],
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Media files' });
    await userEvent.upload(canvas.getByLabelText(i18n._(MEDIA_UPLOAD_LABEL)), [
      pngFile('menu-scan.png'),
      pngFile('poster-huge.png', 11 * 1024 * 1024),
    ]);
    const uploads = canvas.getByRole('list', { name: 'Uploads' });
    await expect(await within(uploads).findByText(i18n._(MEDIA_IMAGE_TOO_LARGE))).toBeVisible();
    await expect(
      await within(uploads).findByText(
        'The file must be an image (JPEG, PNG, WebP, GIF) or a video (MP4, QuickTime, WebM).',
      ),
    ).toBeVisible();
    await expect(within(uploads).getByText('menu-scan.png')).toBeVisible();
    await expect(within(uploads).getByText('poster-huge.png')).toBeVisible();
    // The grid is untouched.
    await expect(
      within(canvas.getByRole('list', { name: 'Media files' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
};

/** A preview opens in a dialog; Escape closes it and focus goes back to the thumbnail. */
export const PreviewOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('button', { name: 'Preview terrace-verdi.jpg' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'terrace-verdi.jpg' });
    await expect(within(dialog).getByRole('img', { name: 'terrace-verdi.jpg' })).toHaveAttribute(
      'src',
      '/storage/media/71/terrace-verdi.jpg',
    );
    await expect(within(dialog).getByText('Image · 2.7 MB')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // A video plays in the browser's own player.
    await userEvent.click(canvas.getByRole('button', { name: 'Preview vermut-reel-final.mp4' }));
    const video = await body.findByRole('dialog', { name: 'vermut-reel-final.mp4' });
    const player = video.querySelector('video');
    await expect(player).toHaveAttribute('controls');
    await expect(
      within(video).getByRole('link', { name: 'Laia Puig · Summer vermut tasting in Gràcia' }),
    ).toHaveAttribute('href', '/app/brand/deals/8');
  },
};

let deleted = new Set<number>();

/** Delete asks first; once confirmed the file leaves the grid. */
export const DeleteConfirmed: Story = {
  beforeEach: () => {
    deleted = new Set();
  },
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          response(200).json(page(library.filter((item) => !deleted.has(item.id)))),
        ),
        http.delete(ITEM_PATH, async ({ params, response }) => {
          await delay(300);
          deleted.add(Number(params.id));
          return response(204).empty();
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete vermut-tasting-gracia.png' }),
    );
    const dialog = await body.findByRole('alertdialog', { name: 'Delete file' });
    await expect(within(dialog).getByText(i18n._(MEDIA_DELETE_MESSAGE))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByText('vermut-tasting-gracia.png')).toBeNull());
    await expect(
      within(canvas.getByRole('list', { name: 'Media files' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

/** The delete fails: the dialog says so and the file stays. */
export const DeleteFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        listHandler,
        http.delete(ITEM_PATH, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete terrace-verdi.jpg' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete file' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(i18n._(MEDIA_DELETE_FAILED))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getAllByText('terrace-verdi.jpg')[0]).toBeVisible();
  },
};

let failLoad = true;

/** Loading fails; Try Again loads the library. */
export const LoadError: Story = {
  beforeEach: () => {
    failLoad = true;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          failLoad
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(page(library)),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: i18n._(MEDIA_LOAD_ERROR_HEADING) }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeVisible();
    failLoad = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('list', { name: 'Media files' })).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: i18n._(MEDIA_LOAD_ERROR_HEADING) }),
    ).toBeNull();
  },
};

/** On a 375 px phone: one or two columns, 44 px targets, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Media files' });
    const remove = canvas.getByRole('button', { name: 'Delete terrace-verdi.jpg' });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * The library on a phone in Catalan: its words, the kinds, the deal links and the delete
 * confirmation speak Catalan; a file too large is refused in Catalan; nothing scrolls sideways.
 */
export const PhoneInCatalan: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Fitxers multimèdia' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Multimèdia' })).toBeVisible();
    await expect(canvas.getByText('Puja imatges o vídeos')).toBeVisible();
    await expect(within(grid).getAllByText('Vídeo').length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText('Imatge').length).toBeGreaterThan(0);
    const dealLinks = within(grid).getAllByRole('link', {
      name: 'Laia Puig · Summer vermut tasting in Gràcia',
    });
    await expect(dealLinks[0]).toHaveAttribute('href', '/app/brand/deals/8');
    await expect(within(grid).getByText('A la biblioteca')).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText('Puja imatges o vídeos'),
      pngFile('cartell-festa-major.png', 11 * 1024 * 1024),
    );
    const uploads = canvas.getByRole('list', { name: 'Pujades' });
    await expect(
      await within(uploads).findByText('Les imatges no poden superar els 10 MB.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suprimeix terrace-verdi.jpg' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Suprimeix el fitxer',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel·la' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Suprimeix' })).toBeVisible();
    await noSidewaysScroll();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel·la' }));
  },
};
