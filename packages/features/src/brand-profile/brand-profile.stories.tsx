import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makePng } from '../test-support/files';
import { forbiddenHandler } from '../test-support/list-stories';
import { chooseOption, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { BrandProfileScreen } from './brand-profile-screen';
import type { BrandPhoto, BrandProfile } from './brand-profile-view';

const routes = operationRoutes;
const vermut = fixtures.getBrandProfile;
const forn: BrandProfile = {
  ...vermut,
  id: 2,
  name: 'Forn Sant Pau',
  slug: 'forn-sant-pau',
  description: 'Neighbourhood bakery in the Raval baking sourdough and coques since 1921.',
  address: 'Carrer de Sant Pau, 52',
  barri: 'el-raval',
  logo: null,
  photos: [],
};
const photo = (id: number): BrandPhoto => ({
  id,
  picture: {
    src: `/storage/brands/photo-${id}-1200.webp`,
    src_small: `/storage/brands/photo-${id}-400.webp`,
    width: 1200,
    height: 800,
  },
  alt: `Photo number ${id} of the bakery`,
});

/** Jordi manages Vermut Gràcia and Forn Sant Pau. */
const jordisBrands = http.get(routes.listBrandOptions.path, ({ response }) =>
  response(200).json({
    data: [
      { id: 2, name: 'Forn Sant Pau' },
      { id: 1, name: 'Vermut Gràcia' },
    ],
  }),
);
const oneBrand = http.get(routes.listBrandOptions.path, ({ response }) =>
  response(200).json({ data: [{ id: 1, name: 'Vermut Gràcia' }] }),
);
/** Each brand's page by id. */
const profiles = (...pages: BrandProfile[]) =>
  http.get(routes.getBrandProfile.path, ({ params }) => {
    const page = pages.find((p) => String(p.id) === params.id);
    return page
      ? HttpResponse.json(page)
      : HttpResponse.json(errorBody('Brand not found.'), { status: 404 });
  });

/** The section of the editor named `name` (its card's heading). */
async function card(canvasElement: HTMLElement, name: string) {
  const region = await within(canvasElement).findByRole('region', { name });
  return { region, canvas: within(region) };
}

function fileInputIn(region: HTMLElement): HTMLInputElement {
  const input = region.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

const meta = {
  title: 'Features/Brand profile',
  component: BrandProfileScreen,
  args: {
    publicPageHref: (slug: string) => `/brands/${slug}`,
    siteOrigin: 'https://colla.example',
  },
  parameters: { msw: { handlers: [oneBrand, profiles(vermut, forn)] } },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof BrandProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One brand: its page as saved, the address it has on the site, and its public page. */
export const OneBrand: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Brand profile' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Page address' })).toHaveValue(
      'vermut-gracia',
    );
    await expect(
      canvas.getByText(/Your page is at colla\.example\/brands\/vermut-gracia/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View public page/ })).toHaveAttribute(
      'href',
      '/brands/vermut-gracia',
    );
    // No brand picker for one brand.
    await expect(canvas.queryByRole('combobox', { name: 'Brand' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Neighbourhood' })).toHaveTextContent(
      'La Vila de Gràcia',
    );
    const photos = await card(canvasElement, 'Photos');
    await expect(photos.canvas.getByText('2 of 8 photos')).toBeVisible();
    // The first photo moves down, never up; the last up, never down.
    const items = photos.canvas.getAllByRole('listitem');
    await expect(
      within(items[0] as HTMLElement).getByRole('button', { name: /Move up/ }),
    ).toBeDisabled();
    await expect(
      within(items[1] as HTMLElement).getByRole('button', { name: /Move down/ }),
    ).toBeDisabled();
  },
};

/** Saving sends the page as typed; a barri means Barcelona. */
export const Saves: Story = {
  parameters: {
    msw: {
      handlers: [
        oneBrand,
        profiles(vermut),
        http.put(routes.updateBrandProfile.path, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ ...vermut, ...body });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const description = await canvas.findByRole('textbox', { name: 'What the business is' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Vermut on tap since 1998.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save page' }));
    await expect(await canvas.findByText('Your page was saved.')).toBeVisible();
    await expect(description).toHaveValue('Vermut on tap since 1998.');
  },
};

/** Someone who manages two brands picks one; the choice is in the URL (`?brand=`). */
export const SeveralBrands: Story = {
  parameters: { msw: { handlers: [jordisBrands, profiles(vermut, forn)] } },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('combobox', { name: 'Brand' });
    // The first by name until one is picked.
    await expect(await canvas.findByRole('textbox', { name: 'Page address' })).toHaveValue(
      'forn-sant-pau',
    );
    await chooseOption(picker, 'Vermut Gràcia');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Page address' })).toHaveValue('vermut-gracia'),
    );
    await expect(canvas.getByRole('link', { name: /View public page/ })).toHaveAttribute(
      'href',
      '/brands/vermut-gracia',
    );
  },
};

/** Another brand has the address: said under it, and what was typed stays. */
export const SlugTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        oneBrand,
        profiles(vermut),
        http.put(routes.updateBrandProfile.path, () =>
          HttpResponse.json(
            errorBody('Another brand already uses this address.', {
              slug: ['Another brand already uses this address.'],
            }),
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const slug = await canvas.findByRole('textbox', { name: 'Page address' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'forn-sant-pau');
    const description = canvas.getByRole('textbox', { name: 'What the business is' });
    await userEvent.type(description, ' Open on Sundays.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save page' }));
    await expect(await canvas.findByText('Another brand already uses this address.')).toBeVisible();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(slug).toHaveValue('forn-sant-pau');
    await expect(description).toHaveValue(`${vermut.description ?? ''} Open on Sundays.`);
  },
};

/** A photo on its way: progress shows until the server answers. */
export const PhotoUploading: Story = {
  parameters: {
    msw: {
      handlers: [
        oneBrand,
        profiles(vermut),
        http.post(routes.addBrandPhoto.path, async () => {
          await delay('infinite');
          return HttpResponse.json(photo(9), { status: 201 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const photos = await card(canvasElement, 'Photos');
    await userEvent.type(
      photos.canvas.getByRole('textbox', { name: 'What the new photo shows' }),
      'The bar at noon',
    );
    await userEvent.upload(fileInputIn(photos.region), await makePng('bar.png'));
    await expect(
      await photos.canvas.findByRole('progressbar', { name: 'Uploading bar.png' }),
    ).toBeVisible();
  },
};

/** A photo the server refuses: the reason is said, and nothing is added. */
export const PhotoUploadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        oneBrand,
        profiles(vermut),
        http.post(routes.addBrandPhoto.path, () =>
          HttpResponse.json(
            errorBody(
              'We could not store your file because the server is out of space. Please try again later.',
            ),
            { status: 507 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const photos = await card(canvasElement, 'Photos');
    await userEvent.upload(fileInputIn(photos.region), await makePng('bar.png'));
    await expect(
      await photos.canvas.findByText(
        'We could not store your file because the server is out of space. Please try again later.',
      ),
    ).toBeVisible();
    await expect(photos.canvas.getByText('2 of 8 photos')).toBeVisible();
    await expect(photos.canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Eight photos: the page is full, so there is nothing to pick until one is deleted. */
export const EightOfEight: Story = {
  parameters: {
    msw: {
      handlers: [oneBrand, profiles({ ...vermut, photos: [1, 2, 3, 4, 5, 6, 7, 8].map(photo) })],
    },
  },
  play: async ({ canvasElement }) => {
    const photos = await card(canvasElement, 'Photos');
    await expect(photos.canvas.getByText('8 of 8 photos')).toBeVisible();
    await expect(photos.canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(
      photos.canvas.getByText(
        'Your page has 8 photos, the most it holds. Delete one to add another.',
      ),
    ).toBeVisible();
    await expect(photos.region.querySelector('input[type="file"]')).toBeNull();
  },
};

/** Someone who may not edit this brand's page: said plainly. */
export const Forbidden: Story = {
  args: { brandId: 1 },
  parameters: { msw: { handlers: [forbiddenHandler(routes.getBrandProfile.path)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Only the brand’s managers and Colla’s admins can edit its page.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Page address' })).toBeNull();
  },
};

/** In Catalan on a phone: every word in Catalan, nothing sideways. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Perfil de la marca' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Adreça de la pàgina' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desa la pàgina' })).toBeVisible();
    await expect(canvas.getByText('2 de 8 fotos')).toBeVisible();
    await noSidewaysScroll();
  },
};
