import { fixtures } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_DRAFT_FIELDS } from '../test-support/proposal-fixtures';
import { chooseOption, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { ProposalForm } from './proposal-form';
import {
  EMPTY_PROPOSAL_VALUES,
  EMPTY_TASK_TEMPLATE,
  proposalFormValuesOf,
  PROPOSAL_MESSAGES,
  type ProposalFormValues,
  type ProposalInput,
} from './proposal-form-values';

/** A 1×1 WebP, as a picked picture. */
const WEBP_1PX =
  'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';

const proposal = fixtures.getBrandProposal;
const PAID_6 = { scope: 'paid_ads', months: 6 } as const;
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

/** A new proposal: empty, saved as a draft, with Forn Sant Pau picked and two tasks added. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    // Wide: every section at once, the Publish panel beside them, no step indicator.
    await expect(canvas.getByRole('heading', { name: 'Tasks' })).toBeVisible();
    await expect(canvas.getByTestId('step-indicator')).not.toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Publish' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Sunday bread workshop');
    await chooseOption(canvas.getByRole('combobox', { name: /^Brand/ }), 'Forn Sant Pau');
    await expect(canvas.getByRole('combobox', { name: 'Content language' })).toHaveTextContent(
      'Any language',
    );
    await chooseOption(canvas.getByRole('combobox', { name: 'Content language' }), 'Catalan');
    // Usage rights: own channels for 12 months unless the brand says otherwise.
    const rights = within(canvas.getByRole('group', { name: 'Usage rights' }));
    await expect(rights.getByRole('combobox', { name: 'Where' })).toHaveTextContent(
      "The brand's own channels only",
    );
    await expect(rights.getByRole('combobox', { name: 'For how long' })).toHaveTextContent(
      '12 months',
    );
    await chooseOption(
      rights.getByRole('combobox', { name: 'Where' }),
      'Own channels and paid ads',
    );
    await chooseOption(
      rights.getByRole('combobox', { name: 'For how long' }),
      'Without time limit',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Task 1 name/ }), 'Visit the bakery');
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Task 2 name/ }), 'Post the Reel');
    await userEvent.click(canvas.getByRole('button', { name: 'Move task 2 up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const payload = lastPayload(args.onSubmit);
    await expect(payload).toMatchObject({
      name: 'Sunday bread workshop',
      brand_id: 2,
      status: 'draft',
      ...EMPTY_DRAFT_FIELDS,
    });
    await expect(payload.settings.content_language).toBe('ca');
    await expect(payload.usage_rights).toEqual({ scope: 'paid_ads', months: null });
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
  args: { initialValues: proposalFormValuesOf({ ...proposal, usage_rights: PAID_6 }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(proposal.name);
    await expect(canvas.getByRole('combobox', { name: /^Brand/ })).toHaveTextContent(
      proposal.brand.name,
    );
    // The saved proposal's content is to be in Catalan (openapi.yaml's example).
    await expect(canvas.getByRole('combobox', { name: 'Content language' })).toHaveTextContent(
      'Catalan',
    );
    // Published already: nothing is missing, there is no draft to save, Save changes keeps it live.
    await expect(canvas.getByText('Published: creators see it on Colla.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save draft' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const payload = lastPayload(args.onSubmit);
    await expect(payload.status).toBe('active');
    await expect(payload.name).toBe(proposal.name);
    await expect(payload.brand_id).toBe(proposal.brand_id);
    await expect(payload.description).toBe(proposal.description);
    await expect(payload.settings.content_language).toBe(proposal.settings.content_language);
    await expect(payload.usage_rights).toEqual(PAID_6);
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
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText(i18n._(PROPOSAL_MESSAGES.taskNameRequired))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove task 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
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
        start_date: 'Add a start date before publishing.',
        task_templates: 'Add at least one task before publishing.',
      },
      message: 'The maximum age must be at least the minimum age.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add a start date before publishing.')).toBeVisible();
    await expect(canvas.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Add task' })).toHaveAccessibleDescription(
      'Add at least one task before publishing.',
    );
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
    const button = canvas.getByRole('button', { name: 'Publish' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeDisabled();
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
    await expect(canvas.getByTestId('step-indicator')).toHaveTextContent('Paso 1 de 6');
    await expect(canvas.getByRole('heading', { name: 'Información básica' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByTestId('step-indicator')).toHaveTextContent('Paso 4 de 6');
    await expect(canvas.getByRole('combobox', { name: 'Plataforma' })).toHaveTextContent(
      'Cualquiera',
    );
    await expect(canvas.getByRole('combobox', { name: 'Idioma del contenido' })).toHaveTextContent(
      'Cualquier idioma',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(
      canvas.getByText('Separa las etiquetas con comas, p. ej. vermut, gràcia, verano.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Añade una tarea' }));
    await expect(canvas.getByRole('heading', { name: 'Tarea 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByTestId('step-indicator')).toHaveTextContent('Paso 6 de 6');

    // Saving the draft checks the form: the first problem's step is shown, its field focused.
    await userEvent.click(canvas.getByRole('button', { name: 'Guarda el borrador' }));
    await expect(await canvas.findByText('Escribe un nombre para la propuesta.')).toBeVisible();
    await expect(canvas.getByTestId('step-indicator')).toHaveTextContent('Paso 1 de 6');
    await expect(canvas.getByText('Elige la marca de esta propuesta.')).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await noSidewaysScroll();
  },
};

const READY: ProposalFormValues = {
  ...EMPTY_PROPOSAL_VALUES,
  name: 'Sunday bread workshop',
  brand_id: '2',
  image_base64: WEBP_1PX,
  start_date: '2026-06-01',
  end_date: '2026-07-15',
  task_templates: [{ ...EMPTY_TASK_TEMPLATE, name: 'Visit the bakery' }],
};

/**
 * A draft with things missing: the panel lists what publishing needs; Publish says what to add,
 * as links to the sections, and under each field; nothing is sent until they are there.
 */
export const DraftWithMissing: Story = {
  args: {
    initialValues: { ...EMPTY_PROPOSAL_VALUES, name: 'Sunday bread workshop', brand_id: '2' },
  },
  play: async ({ canvas, args }) => {
    const panel = await canvas.findByRole('complementary', { name: 'Publish' });
    await expect(panel).toHaveTextContent('Draft: only your team sees it.');
    await expect(canvas.getByRole('button', { name: 'Picture: missing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'At least one task: missing' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const missing = await canvas.findByRole('alert');
    await expect(missing).toHaveTextContent('Before you publish, add:');
    await waitFor(() => expect(missing).toHaveFocus());
    for (const item of ['a picture', 'a start date', 'an end date', 'at least one task']) {
      await expect(canvas.getByRole('button', { name: item })).toBeVisible();
    }
    await expect(canvas.getByText('Add an end date before publishing.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A link goes to the field; filling it takes it off the list.
    await userEvent.click(canvas.getByRole('button', { name: 'a start date' }));
    const start = canvas.getByLabelText('Start date');
    await waitFor(() => expect(start).toHaveFocus());
    await userEvent.type(start, '2026-06-01');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'a start date' })).toBeNull());
    await expect(canvas.getByText('Start date: added')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'at least one task' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add task' })).toHaveFocus());
  },
};

/** Everything publishing needs is there: "Ready to publish.", and Publish sends it active. */
export const ReadyToPublish: Story = {
  args: { initialValues: READY },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Ready to publish.')).toBeVisible();
    await expect(canvas.getByText('Picture: added')).toBeVisible();
    await expect(canvas.getByText('At least one task: added')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const payload = lastPayload(args.onSubmit);
    await expect(payload.status).toBe('active');
    await expect(payload.image_base64).toBe(WEBP_1PX);
    await expect(payload.task_templates).toHaveLength(1);
  },
};

/**
 * On a phone (375 × 812) one section at a time: Next and Back keep what was typed, the indicator
 * says the step, the last step is Publish, and a missing part's link opens its step.
 */
export const PhoneSteps: Story = {
  globals: phone,
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await expect(canvas.getByTestId('step-indicator')).toHaveTextContent('Step 1 of 6');
    await expect(canvas.getByRole('heading', { name: 'Tasks', hidden: true })).not.toBeVisible();
    await userEvent.type(name, 'Sunday bread workshop');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByTestId('step-indicator')).toHaveTextContent('Step 2 of 6');
    await expect(canvas.getByRole('heading', { name: 'Picture' })).toBeVisible();
    await expect(name).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(name).toHaveValue('Sunday bread workshop');
    for (let step = 2; step <= 6; step++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByTestId('step-indicator')).toHaveTextContent(`Step ${step} of 6`);
    }
    await expect(canvas.getByRole('complementary', { name: 'Publish' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Before you publish, add:')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'an end date' }));
    await expect(canvas.getByTestId('step-indicator')).toHaveTextContent('Step 3 of 6');
    await waitFor(() => expect(canvas.getByLabelText('End date')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await noSidewaysScroll();
  },
};

/** The server refuses (422) on a phone: its step opens and the field says why, typed text kept. */
export const PhoneServerRefusal: Story = {
  globals: phone,
  args: {
    initialValues: READY,
    failure: { fields: { end_date: 'Add an end date before publishing.' }, message: null },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Add an end date before publishing.')).toBeVisible();
    await expect(canvas.getByTestId('step-indicator')).toHaveTextContent('Step 3 of 6');
    await waitFor(() => expect(canvas.getByLabelText('End date')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Sunday bread workshop',
    );
  },
};

/** In Catalan: the panel, the list of what is missing and the messages under the fields. */
export const DraftWithMissingInCatalan: Story = {
  globals: { locale: 'ca' },
  args: {
    initialValues: { ...EMPTY_PROPOSAL_VALUES, name: 'Taller de pa de diumenge', brand_id: '2' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Publica' }));
    await expect(await canvas.findByText('Abans de publicar, afegeix:')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'una imatge' })).toBeVisible();
    await expect(
      canvas.getByText('Afegeix una data de finalització abans de publicar.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desa l’esborrany' })).toBeVisible();
  },
};
