import { fixtures } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EMPTY_DRAFT_FIELDS } from '../test-support/proposal-fixtures';
import { chooseOption, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { ProposalForm } from './proposal-form';
import {
  EMPTY_PROPOSAL_VALUES,
  proposalFormValuesOf,
  PROPOSAL_MESSAGES,
  type ProposalInput,
} from './proposal-form-values';

const proposal = fixtures.getBrandProposal;
const brands = fixtures.listBrandOptions.data;
const categories = fixtures.listCategories.data;

const meta = {
  title: 'Features/Brand/Proposal form',
  component: ProposalForm,
  args: {
    initialValues: EMPTY_PROPOSAL_VALUES,
    brands,
    categories,
    onSubmit: fn(async () => undefined),
    cancelHref: '/app/brand/proposals',
  },
} satisfies Meta<typeof ProposalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The body the last submit sent. */
function lastPayload(onSubmit: unknown): ProposalInput {
  const calls = (onSubmit as { mock: { calls: [ProposalInput][] } }).mock.calls;
  const call = calls.at(-1);
  if (!call) throw new Error('onSubmit was not called');
  return call[0];
}

/** A new proposal: empty, a draft, with Vermut Gràcia picked and one task added. */
export const Empty: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    // The first story of the file: wait for the form to render at phone width before reading it.
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Sunday bread workshop');
    await chooseOption(canvas.getByRole('combobox', { name: /^Brand/ }), 'Forn Sant Pau');
    await expect(canvas.getByRole('combobox', { name: 'Content language' })).toHaveTextContent(
      'Any language',
    );
    await chooseOption(canvas.getByRole('combobox', { name: 'Content language' }), 'Catalan');
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Task 1 name/ }), 'Visit the bakery');
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Task 2 name/ }), 'Post the Reel');
    await userEvent.click(canvas.getByRole('button', { name: 'Move task 2 up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save proposal' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const payload = lastPayload(args.onSubmit);
    await expect(payload).toMatchObject({
      name: 'Sunday bread workshop',
      brand_id: 2,
      status: 'draft',
      ...EMPTY_DRAFT_FIELDS,
    });
    await expect(payload.settings.content_language).toBe('ca');
    await expect(payload.task_templates).toEqual([
      {
        name: 'Post the Reel',
        description: '',
        assignee_type: 'creator',
        days_to_complete: 7,
        sort_order: 0,
      },
      {
        name: 'Visit the bakery',
        description: '',
        assignee_type: 'creator',
        days_to_complete: 7,
        sort_order: 1,
      },
    ]);
    await expect(payload).not.toHaveProperty('categories');
    await expect(payload).not.toHaveProperty('image_base64');
  },
};

/** Editing a saved proposal: everything filled in, sent back as it was. */
export const Filled: Story = {
  args: { initialValues: proposalFormValuesOf(proposal), submitLabel: 'Save changes' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(proposal.name);
    await expect(canvas.getByRole('combobox', { name: /^Brand/ })).toHaveTextContent(
      proposal.brand.name,
    );
    // The saved proposal's content is to be in Catalan (openapi.yaml's example).
    await expect(canvas.getByRole('combobox', { name: 'Content language' })).toHaveTextContent(
      'Catalan',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const payload = lastPayload(args.onSubmit);
    await expect(payload.name).toBe(proposal.name);
    await expect(payload.brand_id).toBe(proposal.brand_id);
    await expect(payload.description).toBe(proposal.description);
    await expect(payload.settings.content_language).toBe(proposal.settings.content_language);
    await expect(payload.remove_image).toBe(false);
    await expect(payload).not.toHaveProperty('image_base64');
    if (proposal.categories.length > 0) {
      await expect(payload.categories).toEqual(proposal.categories.map((category) => category.id));
    }
  },
};

/** Name and brand are needed: nothing is sent, focus goes to the name. */
export const MissingNameAndBrand: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save proposal' }));
    await expect(await canvas.findByText(i18n._(PROPOSAL_MESSAGES.nameRequired))).toBeVisible();
    await expect(canvas.getByText(i18n._(PROPOSAL_MESSAGES.brandRequired))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The end date must not come before the start date. */
export const EndBeforeStart: Story = {
  args: {
    initialValues: {
      ...EMPTY_PROPOSAL_VALUES,
      name: 'Summer vermut tasting in Gràcia',
      brand_id: '1',
      start_date: '2026-07-15',
      end_date: '2026-06-01',
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save proposal' }));
    await expect(await canvas.findByText(i18n._(PROPOSAL_MESSAGES.endBeforeStart))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The maximum age must not be below the minimum age. */
export const AgeRange: Story = {
  args: {
    initialValues: {
      ...EMPTY_PROPOSAL_VALUES,
      name: 'Summer vermut tasting in Gràcia',
      brand_id: '1',
      settings: { ...EMPTY_PROPOSAL_VALUES.settings, age_min: 30, age_max: 21 },
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save proposal' }));
    await expect(await canvas.findByText(i18n._(PROPOSAL_MESSAGES.ageRange))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A task needs a name. */
export const TaskWithoutName: Story = {
  args: {
    initialValues: {
      ...EMPTY_PROPOSAL_VALUES,
      name: 'Summer vermut tasting in Gràcia',
      brand_id: '1',
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save proposal' }));
    await expect(await canvas.findByText(i18n._(PROPOSAL_MESSAGES.taskNameRequired))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove task 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save proposal' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(lastPayload(args.onSubmit)).not.toHaveProperty('task_templates');
  },
};

/** The server's field errors under name, brand and image, the rest in an alert. */
export const ServerErrors: Story = {
  args: {
    initialValues: {
      ...EMPTY_PROPOSAL_VALUES,
      name: 'Summer vermut tasting in Gràcia',
      brand_id: '1',
    },
    failure: {
      fields: {
        name: 'A proposal with this name already exists for this brand.',
        brand_id: 'You do not manage this brand.',
        image: 'The image must be a JPEG, PNG or WebP file.',
      },
      message: 'The maximum age must be at least the minimum age.',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('A proposal with this name already exists for this brand.'),
    ).toBeVisible();
    await expect(canvas.getByText('You do not manage this brand.')).toBeVisible();
    await expect(canvas.getByText('The image must be a JPEG, PNG or WebP file.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The maximum age must be at least the minimum age.',
    );
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Summer vermut tasting in Gràcia',
    );
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
  },
};

/** While saving, the button shows it and another submit is ignored. */
export const Submitting: Story = {
  args: {
    initialValues: {
      ...EMPTY_PROPOSAL_VALUES,
      name: 'Summer vermut tasting in Gràcia',
      brand_id: '1',
    },
    submitting: true,
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save proposal' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * In Spanish on a phone: the sections, labels, hints, choices and buttons read in Spanish, and so
 * do the form's own checks (written when the form is checked, in the language in use then);
 * nothing is sent and nothing scrolls sideways.
 */
export const PhoneInSpanish: Story = {
  args: {
    initialValues: {
      ...EMPTY_PROPOSAL_VALUES,
      settings: { ...EMPTY_PROPOSAL_VALUES.settings, age_min: 30, age_max: 21 },
    },
  },
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /^Nombre/ });
    await expect(canvas.getByRole('heading', { name: 'Información básica' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Borrador');
    await expect(canvas.getByRole('combobox', { name: 'Plataforma' })).toHaveTextContent(
      'Cualquiera',
    );
    await expect(canvas.getByRole('combobox', { name: 'Idioma del contenido' })).toHaveTextContent(
      'Cualquier idioma',
    );
    await expect(
      canvas.getByText('Separa las etiquetas con comas, p. ej. vermut, gràcia, verano.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Plantillas de tareas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Añade una tarea' }));
    await expect(canvas.getByRole('heading', { name: 'Tarea 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Elimina la tarea 1' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Guarda la propuesta' }));
    await expect(await canvas.findByText('Escribe un nombre para la propuesta.')).toBeVisible();
    await expect(canvas.getByText('Elige la marca de esta propuesta.')).toBeVisible();
    await expect(canvas.getByText('Escribe un nombre para la tarea.')).toBeVisible();
    await expect(
      canvas.getByText('La edad máxima debe ser igual o superior a la edad mínima.'),
    ).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await noSidewaysScroll();
  },
};
