import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { matchSearch } from '../test-support/list-stories';
import { listKit, manyOf, searchNoMatchStory } from '../test-support/list-story-kit';
import {
  atPhoneWidth,
  english,
  noSidewaysScroll,
  phone,
  phoneStory,
} from '../test-support/screen-stories';
import { retriedOnceStory, forbiddenStory, loadingStory } from '../test-support/state-stories';
import { AdminBrandsList } from './admin-brands-list';
import {
  ADMIN_BRANDS_FORBIDDEN_MESSAGE,
  ADMIN_BRANDS_LOAD_ERROR_HEADING,
  DELETE_BRAND_MESSAGE,
  type AdminBrand,
} from './admin-brands-list-view';

const { listAdminBrands, deleteBrand } = operationRoutes;

const brands = fixtures.listAdminBrands.data as AdminBrand[];
const [forn, salDeMar, vermut] = brands as [AdminBrand, AdminBrand, AdminBrand];

/** Answers like the server: a case-insensitive search on name and city, 20 a page. */
const kit = listKit<AdminBrand>(
  listAdminBrands.path,
  matchSearch((brand) => [brand.name, brand.city]),
);
const { requests, url } = kit;
const listHandler = (items: readonly AdminBrand[] | (() => readonly AdminBrand[]) = brands) =>
  kit.handler(items);
let deleted: string[] = [];

const meta = {
  title: 'Features/Admin/Brands',
  component: AdminBrandsList,
  decorators: [url.decorator],
  args: {
    editHref: (id: number) => `/app/admin/brands/${id}/edit`,
    createHref: '/app/admin/brands/create',
    pageEditHref: (id: number) => `/app/admin/brands/${id}/profile`,
  },
  beforeEach: () => {
    kit.clear();
    deleted = [];
  },
  parameters: { msw: { handlers: [listHandler()] } },
} satisfies Meta<typeof AdminBrandsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand with its city, managers and proposals; names open the edit page. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const link = await canvas.findByRole('link', { name: forn.name });
    await expect(link).toHaveAttribute('href', '/app/admin/brands/2/edit');
    await expect(canvas.getByRole('link', { name: `Edit ${vermut.name}` })).toHaveAttribute(
      'href',
      '/app/admin/brands/1/edit',
    );
    // The brand's page, as creators see it, has its own editor.
    await expect(canvas.getByRole('link', { name: `Edit page of ${vermut.name}` })).toHaveAttribute(
      'href',
      '/app/admin/brands/1/profile',
    );
    await expect(canvas.getByText('Montse Casals')).toBeVisible();
    await expect(canvas.getByText('Jordi Ferrer')).toBeVisible();
    await expect(canvas.getByText('2 proposals')).toBeVisible();
    await expect(canvas.getAllByText('1 proposal')).toHaveLength(2);
    await expect(canvas.getByText('3 brands')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New brand' })).toHaveAttribute(
      'href',
      args.createHref,
    );
    await expect(requests.seen).toHaveLength(1);
    await expect(requests.seen[0]?.toString()).toBe('page=1&per_page=20');
  },
};

/** Typing waits for a pause, then searches once, from page 1, and writes it in the URL. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: forn.name });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search brands' }), 'sal de');
    await waitFor(() => expect(canvas.queryByRole('link', { name: forn.name })).toBeNull());
    await expect(canvas.getByRole('link', { name: salDeMar.name })).toBeVisible();
    await expect(canvas.getByText('1 brand found')).toBeVisible();
    await expect(requests.values('search')).toEqual([null, 'sal de']);
    await expect(url.writes).toEqual(['search=sal+de']);
  },
};

/** A search with no match says so, and Clear search brings every brand back. */
export const SearchWithNoResults: Story = searchNoMatchStory({
  ready: forn.name,
  searchbox: 'Search brands',
  text: 'churreria',
  enter: true,
  heading: 'No brands match',
  clear: 'Clear search',
  back: forn.name,
});

/** The query lives in the URL: the list starts from it. */
export const FromTheUrl: Story = {
  parameters: { search: 'search=vermut' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search brands' })).toHaveValue('vermut');
    await expect(requests.seen[0]?.get('search')).toBe('vermut');
  },
};

const many = manyOf(vermut, (n) => ({ name: `Gràcia bakery #${n}` }));

/** 45 brands, 20 a page: Next is a link to `?page=2` and asks for page 2. */
export const Paginated: Story = kit.paginated([listHandler(many)], {
  first: 'Gràcia bakery #1',
  second: 'Gràcia bakery #21',
  count: '45 brands',
});

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler([])] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No brands yet' })).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: 'New brand' }))
      await expect(link).toHaveAttribute('href', args.createHref);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Loading: Story = loadingStory(listAdminBrands.path, 'Loading brands…', {
  absent: (canvas) => canvas.queryByRole('link', { name: forn.name }),
});

/** A server error offers Try Again, which really asks again. */
export const ServerError: Story = retriedOnceStory(
  listAdminBrands.path,
  fixtures.listAdminBrands,
  [english(ADMIN_BRANDS_LOAD_ERROR_HEADING)],
  async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: forn.name })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
);

export const Forbidden: Story = forbiddenStory(
  listAdminBrands.path,
  english(ADMIN_BRANDS_FORBIDDEN_MESSAGE),
  {
    then: async ({ canvas }) => {
      await expect(canvas.queryByRole('searchbox')).toBeNull();
      await expect(canvas.queryByRole('link', { name: 'New brand' })).toBeNull();
    },
  },
);

/** Deleting asks first, sends DELETE for that brand, and the list no longer shows it. */
export const Delete: Story = {
  parameters: {
    msw: {
      handlers: [
        listHandler(() => brands.filter((brand) => !deleted.includes(String(brand.id)))),
        http.delete(deleteBrand.path, ({ params, response }) => {
          deleted.push(String(params.id));
          return response(204).empty();
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: salDeMar.name });
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${salDeMar.name}` }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: `Delete ${salDeMar.name}?` });
    await expect(dialog).toHaveTextContent(i18n._(DELETE_BRAND_MESSAGE));
    await expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete brand' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('link', { name: salDeMar.name })).toBeNull());
    await expect(canvas.getByRole('link', { name: forn.name })).toBeVisible();
    await expect(deleted).toEqual(['3']);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sal de Mar Swimwear was deleted. 2 brands',
    );
  },
};

/** A brand with proposals cannot go: the dialog shows the server's 409 message as it is. */
export const DeleteWithProposals: Story = {
  parameters: {
    msw: {
      handlers: [
        listHandler(),
        http.delete(deleteBrand.path, ({ response }) =>
          response(409).json(
            errorBody('This brand still has proposals. Delete or move them first.'),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${vermut.name}` }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete brand' }));
    await expect(
      await within(dialog).findByText('This brand still has proposals. Delete or move them first.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('link', { name: vermut.name })).toBeVisible();
  },
};

export const LoadedOnPhone: Story = phoneStory(Loaded.play);

/**
 * In Catalan on a phone: the title, each row's city, managers, proposals and actions, the count
 * and the delete dialog read in Catalan, with no sideways scroll.
 */
export const LoadedInCatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marques' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: `Edita ${vermut.name}` })).toHaveAttribute(
      'href',
      '/app/admin/brands/1/edit',
    );
    await expect(canvas.getByText('2 propostes')).toBeVisible();
    await expect(canvas.getAllByText('1 proposta')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 marques');
    await expect(canvas.getByRole('searchbox', { name: 'Cerca marques' })).toHaveAttribute(
      'placeholder',
      'Nom o ciutat',
    );
    await expect(canvas.getByRole('link', { name: 'Nova marca' })).toHaveAttribute(
      'href',
      args.createHref,
    );
    await expect(canvas.getByRole('list', { name: 'Marques' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Suprimeix ${salDeMar.name}` }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: `Vols suprimir ${salDeMar.name}?`,
    });
    await expect(dialog).toHaveTextContent(
      'Segur que vols suprimir aquesta marca? Aquesta acció no es pot desfer.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Suprimeix la marca' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel·la' }));
    await atPhoneWidth();
    await noSidewaysScroll();
  },
};

/** In Spanish: a search that finds nothing says so in Spanish and offers to clear it. */
export const SearchWithNoResultsInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: forn.name });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Marcas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Edita ${forn.name}` })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Busca marcas' }),
      'churreria{Enter}',
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Ninguna marca coincide' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Nada coincide con «churreria». Prueba con otro nombre u otra ciudad.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Borra la búsqueda' }));
    await expect(await canvas.findByRole('link', { name: forn.name })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 marcas');
  },
};
