import { i18n } from '@lingui/core';
import { atPhoneWidth, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminCategories } from './admin-categories';
import {
  ADMIN_CATEGORIES_FORBIDDEN_MESSAGE,
  ADMIN_CATEGORIES_LOAD_ERROR_HEADING,
  CATEGORY_NAME_REQUIRED,
  DELETE_CATEGORY_MESSAGE,
  type AdminCategory,
  type CategoryInput,
} from './admin-categories-view';

const { listCategories, createCategory, updateCategory, deleteCategory } = operationRoutes;

const IN_USE = 'This category is in use by proposals and cannot be deleted.';
const TAKEN = 'The name has already been taken.';

let categories: AdminCategory[] = [];
let writes: { method: string; id?: string; body?: CategoryInput }[] = [];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A small in-memory server: names are unique, categories with proposals cannot go. */
const handlers = [
  http.get(listCategories.path, ({ response }) =>
    response(200).json({
      data: [...categories].sort((a, b) => a.name.localeCompare(b.name)),
    }),
  ),
  http.post(createCategory.path, async ({ request, response }) => {
    const body = await request.json();
    writes.push({ method: 'POST', body });
    if (categories.some((category) => category.name === body.name))
      return response(422).json({ message: TAKEN, errors: { name: [TAKEN] } });
    const created: AdminCategory = {
      id: 10 + categories.length,
      name: body.name,
      slug: slug(body.name),
      description: body.description ?? null,
      proposals_count: 0,
    };
    categories.push(created);
    return response(201).json(created);
  }),
  http.put(updateCategory.path, async ({ params, request, response }) => {
    const body = await request.json();
    writes.push({ method: 'PUT', id: String(params.id), body });
    const category = categories.find((item) => String(item.id) === String(params.id));
    if (!category) return response(404).json(errorBody('Not found.'));
    if (categories.some((item) => item.name === body.name && item !== category))
      return response(422).json({ message: TAKEN, errors: { name: [TAKEN] } });
    Object.assign(category, { name: body.name, description: body.description ?? null });
    return response(200).json(category);
  }),
  http.delete(deleteCategory.path, ({ params, response }) => {
    writes.push({ method: 'DELETE', id: String(params.id) });
    const category = categories.find((item) => String(item.id) === String(params.id));
    if (!category) return response(404).json(errorBody('Not found.'));
    if (category.proposals_count > 0) return response(409).json(errorBody(IN_USE));
    categories = categories.filter((item) => item !== category);
    return response(204).empty();
  }),
];

const meta = {
  title: 'Features/Admin/Categories',
  component: AdminCategories,
  beforeEach: () => {
    categories = structuredClone(fixtures.listCategories.data) as AdminCategory[];
    categories.push({
      id: 5,
      name: 'Wellness',
      slug: 'wellness',
      description: 'Yoga studios, spas and health food.',
      proposals_count: 0,
    });
    writes = [];
  },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof AdminCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const heading = await within(canvasElement).findByRole('heading', { name });
  const row = heading.closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const food = await rowOf(canvasElement, 'Food & drink');
    await expect(food.getByText('Restaurants, bars, bakeries and local producers.')).toBeVisible();
    await expect(food.getByText('2 proposals')).toBeVisible();
    await expect(
      (await rowOf(canvasElement, 'Nightlife')).getByText('No description'),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('4 categories');
  },
};

/** Adding a category sends its name and description, then shows it and empties the form. */
export const Create: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = within(await canvas.findByRole('form', { name: 'New category' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), '  Sports & outdoors ');
    await userEvent.type(
      form.getByRole('textbox', { name: 'Description' }),
      'Cycling, running, swimming and everything on the seafront.{Enter}',
    );
    await rowOf(canvasElement, 'Sports & outdoors');
    await expect(writes).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Sports & outdoors',
          description: 'Cycling, running, swimming and everything on the seafront.',
        },
      },
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sports & outdoors was added. 5 categories',
    );
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

/** An empty name is caught before sending. */
export const CreateWithoutName: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'New category' }));
    await userEvent.click(form.getByRole('button', { name: 'Add category' }));
    await expect(form.getByText(i18n._(CATEGORY_NAME_REQUIRED))).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(writes).toEqual([]);
  },
};

/** A duplicate name: the 422 under the field, and what was typed stays. */
export const CreateDuplicate: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'New category' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Bars and clubs');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Nightlife{Enter}');
    await expect(await form.findByText(TAKEN)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Nightlife');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Bars and clubs');
    await expect(writes).toHaveLength(1);
  },
};

/** Renaming in place sends PUT with the new name and the description. */
export const Rename: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = await rowOf(canvasElement, 'Nightlife');
    await userEvent.click(row.getByRole('button', { name: 'Rename Nightlife' }));
    const form = within(canvas.getByRole('form', { name: 'Rename Nightlife' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nightlife & music{Enter}');
    await rowOf(canvasElement, 'Nightlife & music');
    await expect(writes).toEqual([
      { method: 'PUT', id: '2', body: { name: 'Nightlife & music', description: null } },
    ]);
    await expect(canvas.queryByRole('form', { name: 'Rename Nightlife' })).toBeNull();
  },
};

/** Renaming to a name in use: the message under Name, the editor stays open with the text. */
export const RenameDuplicate: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = await rowOf(canvasElement, 'Wellness');
    await userEvent.click(row.getByRole('button', { name: 'Rename Wellness' }));
    const form = within(canvas.getByRole('form', { name: 'Rename Wellness' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Fashion');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText(TAKEN)).toBeVisible();
    await expect(name).toHaveValue('Fashion');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('heading', { name: 'Wellness' })).toBeVisible();
  },
};

/** Deleting an unused category asks first, sends DELETE and removes it. */
export const Delete: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = await rowOf(canvasElement, 'Wellness');
    await userEvent.click(row.getByRole('button', { name: 'Delete Wellness' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Wellness?' });
    await expect(dialog).toHaveTextContent(i18n._(DELETE_CATEGORY_MESSAGE));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Wellness' })).toBeNull());
    await expect(writes).toEqual([{ method: 'DELETE', id: '5' }]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wellness was deleted.');
  },
};

/** A category in use: the 409 message shows in the dialog, and the category stays. */
export const DeleteInUse: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = await rowOf(canvasElement, 'Food & drink');
    await userEvent.click(row.getByRole('button', { name: 'Delete Food & drink' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await expect(await within(dialog).findByText(IN_USE)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('heading', { name: 'Food & drink' })).toBeVisible();
    await expect(writes).toEqual([{ method: 'DELETE', id: '1' }]);
  },
};

export const Empty: Story = {
  beforeEach: () => {
    categories = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No categories yet' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'New category' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(listCategories.path, async ({ response }) => {
          await delay('infinite');
          return response(200).json(fixtures.listCategories);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading categories…');
  },
};

let loads = 0;

export const LoadError: Story = {
  beforeEach: () => {
    loads = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(listCategories.path, ({ response }) => {
          loads += 1;
          return loads === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(fixtures.listCategories);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n._(ADMIN_CATEGORIES_LOAD_ERROR_HEADING),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { name: 'Fashion' })).toBeVisible();
    await expect(loads).toBe(2);
  },
};

export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(listCategories.path, ({ response }) =>
          response.untyped(
            Response.json({ message: 'This action is unauthorized.' }, { status: 403 }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n._(ADMIN_CATEGORIES_FORBIDDEN_MESSAGE),
    );
    await expect(canvas.queryByRole('form', { name: 'New category' })).toBeNull();
  },
};

/** A 403 when adding (not an admin any more): the message above the form, the text kept. */
export const CreateForbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers[0],
        http.post(createCategory.path, ({ response }) =>
          response(403).json(errorBody('This action is unauthorized.')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'New category' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sports{Enter}');
    await expect(await form.findByRole('alert')).toHaveTextContent('This action is unauthorized.');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Sports');
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await Loaded.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** In Catalan on a phone: the list, its count and the actions read in Catalan, with no sideways scroll. */
export const LoadedInCatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Categories' }),
    ).toBeVisible();
    const row = await rowOf(canvasElement, 'Wellness');
    await expect(row.getByRole('button', { name: 'Canvia el nom de Wellness' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Elimina Wellness' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Nova categoria' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/\d+ categories/);
    await atPhoneWidth();
    await noSidewaysScroll();
  },
};
