import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneWidth, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { BRAND_MESSAGES, type BrandInput } from './admin-brand-form-values';
import {
  AdminBrandFormScreen,
  BRAND_FORBIDDEN_MESSAGE,
  BRAND_LOAD_ERROR_HEADING,
  BRAND_NOT_FOUND_HEADING,
} from './admin-brand-form-screen';
import type { AdminBrand } from './admin-brands-list-view';

const { listAdminUsers, getAdminBrand, createBrand, updateBrand, deleteBrand } = operationRoutes;

const bicis = fixtures.getAdminBrand as AdminBrand;
const brandUser = fixtures.listAdminUsers.data[2];
if (!brandUser) throw new Error('The spec’s user list has a brand user');
const brandUsers = [
  brandUser,
  {
    ...brandUser,
    id: 14,
    first_name: 'Montse',
    last_name: 'Casals',
    name: 'Montse Casals',
    email: 'montse.casals@example.com',
  },
  {
    ...brandUser,
    id: 15,
    first_name: 'Pau',
    last_name: 'Serra',
    name: 'Pau Serra',
    email: 'pau.serra@example.com',
  },
];

let bodies: BrandInput[] = [];
let userQueries: URLSearchParams[] = [];
let deletes = 0;

const usersHandler = http.get(listAdminUsers.path, ({ request, response }) => {
  userQueries.push(new URL(request.url).searchParams);
  return response(200).json({
    data: brandUsers,
    meta: { current_page: 1, per_page: 100, total: 3, last_page: 1 },
  });
});
const getHandler = http.get(getAdminBrand.path, ({ response }) => response(200).json(bicis));
const createHandler = http.post(createBrand.path, async ({ request, response }) => {
  const body = await request.json();
  bodies.push(body);
  return response(201).json({ ...bicis, id: 7, name: body.name });
});
const updateHandler = http.put(updateBrand.path, async ({ request, response }) => {
  const body = await request.json();
  bodies.push(body);
  return response(200).json({ ...bicis, city: body.city ?? null });
});

const meta = {
  title: 'Features/Admin/Brand form',
  component: AdminBrandFormScreen,
  args: { onSaved: fn(), cancelHref: '/app/admin/brands' },
  beforeEach: () => {
    bodies = [];
    userQueries = [];
    deletes = 0;
  },
  parameters: { msw: { handlers: [usersHandler, getHandler, createHandler, updateHandler] } },
} satisfies Meta<typeof AdminBrandFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new brand: every field, managers found by search, and the exact POST body. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'New brand' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Bicis Poblenou');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Description' }),
      'E-bike rentals and guided rides around Poblenou and the seafront.',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Website' }),
      'https://bicispoblenou.example',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Instagram handle' }),
      '@bicispoblenou',
    );
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Barcelona');
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Find brand users' }), 'pau');
    await expect(canvas.queryByRole('checkbox', { name: /Montse Casals/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Pau Serra/ }));
    await expect(canvas.getByText('Managed by Pau Serra.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(bodies).toEqual([
      {
        name: 'Bicis Poblenou',
        description: 'E-bike rentals and guided rides around Poblenou and the seafront.',
        website: 'https://bicispoblenou.example',
        instagram_handle: 'bicispoblenou',
        city: 'Barcelona',
        manager_ids: [15],
      },
    ]);
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, name: 'Bicis Poblenou' }),
    );
    await expect(userQueries[0]?.get('type')).toBe('brand');
  },
};

/** Checked in the browser first: no name, a bad address and handle; nothing is sent. */
export const CreateInvalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website' }), 'bicis poblenou');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Instagram handle' }), 'bicis poble');
    await userEvent.click(canvas.getByRole('button', { name: 'Create brand' }));
    await expect(await canvas.findByText(i18n._(BRAND_MESSAGES.nameRequired))).toBeVisible();
    await expect(canvas.getByText(i18n._(BRAND_MESSAGES.website))).toBeVisible();
    await expect(canvas.getByText(i18n._(BRAND_MESSAGES.instagram))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(bodies).toEqual([]);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The server's 422: the first message under each field, focus on the first, nothing lost. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        usersHandler,
        http.post(createBrand.path, async ({ request, response }) => {
          bodies.push(await request.json());
          return response(422).json({
            message: 'The name has already been taken. (and 1 more error)',
            errors: {
              name: ['The name has already been taken.', 'Second message, never shown.'],
              'manager_ids.0': ['Managers must be brand users.'],
            },
          });
        }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Vermut Gràcia');
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Jordi Ferrer/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create brand' }));
    await expect(await canvas.findByText('The name has already been taken.')).toBeVisible();
    await expect(canvas.queryByText('Second message, never shown.')).toBeNull();
    await expect(canvas.getByText('Managers must be brand users.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Vermut Gràcia');
    await expect(canvas.getByRole('checkbox', { name: /Jordi Ferrer/ })).toBeChecked();
    await expect(bodies[0]?.manager_ids).toEqual([12]);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A 500 while saving: an alert above the form, and what was typed stays. */
export const SaveServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        usersHandler,
        http.post(createBrand.path, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Bicis Poblenou{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side');
    await expect(alert).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Bicis Poblenou');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** While saving, the button shows it is busy and a second press sends nothing more. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        usersHandler,
        http.post(createBrand.path, async ({ request, response }) => {
          bodies.push(await request.json());
          await delay('infinite');
          return response(201).json(bicis);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Bicis Poblenou');
    const button = canvas.getByRole('button', { name: 'Create brand' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(bodies).toHaveLength(1);
  },
};

/** Editing loads the brand, shows its managers checked, and sends the whole brand with PUT. */
export const Edit: Story = {
  args: { brandId: 4 },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Bicis Poblenou');
    await expect(canvas.getByRole('heading', { name: 'Edit brand' })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: /Pau Serra/ })).toBeChecked();
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, "L'Hospitalet de Llobregat");
    await userEvent.click(canvas.getByRole('checkbox', { name: /Montse Casals/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(bodies).toEqual([
      {
        name: 'Bicis Poblenou',
        description: 'E-bike rentals and guided rides around Poblenou and the seafront.',
        website: 'https://bicispoblenou.example',
        instagram_handle: 'bicispoblenou',
        city: "L'Hospitalet de Llobregat",
        manager_ids: [15, 14],
      },
    ]);
  },
};

export const EditLoading: Story = {
  args: { brandId: 4 },
  parameters: {
    msw: {
      handlers: [
        usersHandler,
        http.get(getAdminBrand.path, async ({ response }) => {
          await delay('infinite');
          return response(200).json(bicis);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading brand…');
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { brandId: 99 },
  parameters: {
    msw: {
      handlers: [
        http.get(getAdminBrand.path, ({ response }) => response(404).json(errorBody('Not found.'))),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n._(BRAND_NOT_FOUND_HEADING),
    );
    await expect(canvas.getByRole('link', { name: 'Back to brands' })).toHaveAttribute(
      'href',
      args.cancelHref,
    );
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

export const Forbidden: Story = {
  args: { brandId: 4 },
  parameters: {
    msw: {
      handlers: [
        http.get(getAdminBrand.path, ({ response }) =>
          response(403).json(errorBody('This action is unauthorized.')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n._(BRAND_FORBIDDEN_MESSAGE),
    );
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
};

let loads = 0;

/** The brand failed to load; Try Again asks again and shows the form. */
export const LoadError: Story = {
  args: { brandId: 4 },
  beforeEach: () => {
    loads = 0;
  },
  parameters: {
    msw: {
      handlers: [
        usersHandler,
        http.get(getAdminBrand.path, ({ response }) => {
          loads += 1;
          return loads === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(bicis);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n._(BRAND_LOAD_ERROR_HEADING),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue(
      'Bicis Poblenou',
    );
    await expect(loads).toBe(2);
  },
};

/** Deleting from the form asks first, sends DELETE and tells the app. */
export const Delete: Story = {
  args: { brandId: 4, onDeleted: fn() },
  parameters: {
    msw: {
      handlers: [
        usersHandler,
        getHandler,
        http.delete(deleteBrand.path, ({ params, response }) => {
          deletes += Number(params.id) === 4 ? 1 : 100;
          return response(204).empty();
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete brand' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete brand' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledWith(bicis));
    await expect(deletes).toBe(1);
  },
};

/** The 409 for a brand with proposals, in the server's words; the form stays. */
export const DeleteWithProposals: Story = {
  args: { brandId: 4, onDeleted: fn() },
  parameters: {
    msw: {
      handlers: [
        usersHandler,
        getHandler,
        http.delete(deleteBrand.path, ({ response }) =>
          response(409).json(
            errorBody('This brand still has proposals. Delete or move them first.'),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete brand' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete brand' }));
    await expect(
      await within(dialog).findByText('This brand still has proposals. Delete or move them first.'),
    ).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** No brand users could be loaded: the picker says so and Try Again asks again. */
export const ManagersLoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(listAdminUsers.path, ({ response }) => {
          userQueries.push(new URLSearchParams());
          return userQueries.length === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json({
                data: brandUsers,
                meta: { current_page: 1, per_page: 100, total: 3, last_page: 1 },
              });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('checkbox', { name: /Montse Casals/ })).toBeVisible();
  },
};

export const EditOnPhone: Story = {
  args: { brandId: 4 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await Edit.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * In Catalan on a phone: the new-brand form reads in Catalan, the browser's own checks say what
 * is wrong in Catalan (nothing is sent), and once fixed the brand is created.
 */
export const CreateInCatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nova marca' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Marca' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Ciutat' })).toHaveValue('Barcelona');
    await expect(
      canvas.getByText(
        'Usuaris de marca que poden gestionar les propostes i les col·laboracions d’aquesta marca.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('Encara no has triat cap gestor.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Lloc web' }), 'bicis poblenou');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Usuari d’Instagram' }),
      'bicis poble',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Crea la marca' }));
    await expect(await canvas.findByText('Escriu el nom de la marca.')).toBeVisible();
    await expect(
      canvas.getByText('Escriu una adreça web completa, com ara https://vermutgracia.example.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Fes servir només lletres, números, punts i guions baixos, sense espais.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    await expect(bodies).toEqual([]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Bicis Poblenou');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Lloc web' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Usuari d’Instagram' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cerca usuaris de marca' }), 'pau');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Pau Serra/ }));
    await expect(canvas.getByText('Gestionada per Pau Serra.')).toBeVisible();
    await atPhoneWidth();
    await noSidewaysScroll();
    await userEvent.click(canvas.getByRole('button', { name: 'Crea la marca' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(bodies[0]?.manager_ids).toEqual([15]);
  },
};

/** In Spanish: editing reads in Spanish, down to the delete confirmation. */
export const EditInSpanish: Story = {
  args: { brandId: 4, onDeleted: fn() },
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Nombre' })).toHaveValue(
      'Bicis Poblenou',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edita la marca' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Marcas' })).toHaveAttribute(
      'href',
      args.cancelHref,
    );
    await expect(await canvas.findByRole('checkbox', { name: /Pau Serra/ })).toBeChecked();
    await expect(canvas.getByText('Gestionada por Pau Serra.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guarda los cambios' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Elimina la marca' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '¿Quieres eliminar Bicis Poblenou?',
    });
    await expect(dialog).toHaveTextContent(
      '¿Seguro que quieres eliminar esta marca? Esta acción no se puede deshacer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};
