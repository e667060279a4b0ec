import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { failingHandler, forbiddenHandler, stalledHandler } from '../test-support/list-stories';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { notFoundHandler, type StoryCanvas } from '../test-support/state-stories';
import {
  APPLICATION_ACCEPTED_MESSAGE,
  APPLICATION_REJECTED_LABEL,
  DEAL_CREATED_LABEL,
  NO_APPLICATIONS_TITLE,
  type BrandApplication,
} from './applications-table';
import { BrandProposalScreen } from './brand-proposal-screen';
import {
  BRAND_PROPOSAL_FORBIDDEN_MESSAGE,
  BRAND_PROPOSAL_NOT_FOUND_MESSAGE,
} from './brand-proposal-view';

const proposal = fixtures.getBrandProposal;
const PROPOSAL_PATH = operationRoutes.getBrandProposal.path;
const APPLICATIONS_PATH = operationRoutes.listBrandProposalApplications.path;
const STATUS_PATH = operationRoutes.updateApplicationStatus.path;

const summary = { id: proposal.id, name: proposal.name, slug: proposal.slug };

const pending: BrandApplication = {
  id: 32,
  status: 'pending',
  message: 'I shoot short food videos around the Eixample; happy to make a TikTok too.',
  created_at: '2026-05-29T12:03:00Z',
  updated_at: '2026-05-29T12:03:00Z',
  proposal: summary,
  creator: {
    id: 32,
    first_name: 'Marc',
    last_name: 'Soler',
    name: 'Marc Soler',
    email: 'marc.soler@example.com',
    avatar_path: null,
  },
  deal: null,
};

const accepted: BrandApplication = {
  id: 31,
  status: 'accepted',
  message: 'Hola! I post weekly vermut spots in Gràcia and would love to feature your terrace.',
  created_at: '2026-05-28T09:14:00Z',
  updated_at: '2026-06-03T10:02:00Z',
  proposal: summary,
  creator: {
    id: 31,
    first_name: 'Laia',
    last_name: 'Puig',
    name: 'Laia Puig',
    email: 'laia.puig@example.com',
    avatar_path: null,
  },
  deal: {
    id: 8,
    tasks: [
      { id: 21, brand_completed: true, creator_completed: true },
      { id: 22, brand_completed: true, creator_completed: false },
      { id: 23, brand_completed: false, creator_completed: false },
    ],
  },
};

const rejected: BrandApplication = {
  id: 33,
  status: 'rejected',
  message: null,
  created_at: '2026-05-30T18:20:00Z',
  updated_at: '2026-06-03T10:05:00Z',
  proposal: summary,
  creator: {
    id: 33,
    first_name: 'Núria',
    last_name: 'Vidal',
    name: 'Núria Vidal',
    email: 'nuria.vidal@example.com',
    avatar_path: null,
  },
  deal: null,
};

const page = (data: BrandApplication[]) => ({
  data,
  meta: { current_page: 1, per_page: 100, total: data.length, last_page: 1 },
});

const withApplications = (data: BrandApplication[]) =>
  http.get(APPLICATIONS_PATH, ({ response }) => response(200).json(page(data)));

const allRows = [withApplications([pending, rejected, accepted])];

const meta = {
  title: 'Features/Brand/Proposal details',
  component: BrandProposalScreen,
  args: {
    proposalId: proposal.id,
    editHref: (id: number) => `/app/brand/proposals/${id}/edit`,
    dealHref: fn((dealId: number) => `/app/brand/deals/${dealId}`),
  },
  parameters: { msw: { handlers: allRows } },
} satisfies Meta<typeof BrandProposalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowOf(canvasElement: HTMLElement, name: string): HTMLElement {
  const row = within(canvasElement).getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** Answers `PATCH` status with `answer` when asked for `status`, and a 422 otherwise. */
const statusHandler = (status: 'accepted' | 'rejected', answer: BrandApplication) =>
  http.patch(STATUS_PATH, async ({ request, response }) => {
    const body = await request.json();
    if (body.status !== status)
      return response(422).json({
        message: 'Wrong status.',
        errors: { status: ['Wrong status.'] },
      });
    return response(200).json(answer);
  });

/**
 * Presses `action` on Marc Soler's pending row and confirms it in the dialog (named `dialogName`
 * when given); gives the page's body, where the dialog was.
 */
async function confirmOnMarc(
  canvas: StoryCanvas,
  canvasElement: HTMLElement,
  action: 'Accept' | 'Decline',
  dialogName?: RegExp,
) {
  await canvas.findByText('Marc Soler');
  await userEvent.click(
    within(rowOf(canvasElement, 'Marc Soler')).getByRole('button', { name: new RegExp(action) }),
  );
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('alertdialog', dialogName && { name: dialogName });
  await userEvent.click(within(dialog).getByRole('button', { name: action }));
  return body;
}

/** Keeps the failures the screen logs out of the test output; gives back the real `console.error`. */
function quietConsoleError() {
  const logged = spyOn(console, 'error').mockImplementation(() => undefined);
  return () => logged.mockRestore();
}

/** The proposal and its applications: one pending, one rejected, one accepted with a deal. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit proposal' })).toHaveAttribute(
      'href',
      args.editHref(proposal.id),
    );
    await expect(canvas.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tasks for each deal' })).toBeVisible();
    for (const template of proposal.task_templates) {
      await expect(canvas.getByText(template.name)).toBeVisible();
    }
    for (const category of proposal.categories) {
      await expect(canvas.getByText(category.name)).toBeVisible();
    }

    await canvas.findByText('Marc Soler');
    for (const header of ['Creator', 'Applied', 'Status', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const pendingRow = within(rowOf(canvasElement, 'Marc Soler'));
    await expect(pendingRow.getByText('Pending')).toBeVisible();
    await expect(pendingRow.getByText('May 29, 2026')).toBeVisible();
    await expect(pendingRow.getByRole('button', { name: /Accept/ })).toBeVisible();
    await expect(pendingRow.getByRole('button', { name: /Decline/ })).toBeVisible();

    const rejectedRow = within(rowOf(canvasElement, 'Núria Vidal'));
    await expect(rejectedRow.getByText(i18n._(APPLICATION_REJECTED_LABEL))).toBeVisible();
    await expect(rejectedRow.queryByRole('button')).toBeNull();

    const acceptedRow = within(rowOf(canvasElement, 'Laia Puig'));
    await expect(acceptedRow.getByText(i18n._(DEAL_CREATED_LABEL))).toBeVisible();
    await expect(acceptedRow.getByRole('link', { name: /View Deal/ })).toHaveAttribute(
      'href',
      '/app/brand/deals/8',
    );
    // Only the task both sides completed counts.
    await expect(acceptedRow.getByText('1 of 3 tasks completed')).toBeVisible();
    await expect(args.dealHref).toHaveBeenCalledWith(8);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [stalledHandler(PROPOSAL_PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading proposal' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const ApplicationsLoading: Story = {
  parameters: { msw: { handlers: [stalledHandler(APPLICATIONS_PATH)] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: proposal.name });
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoApplicationsYet: Story = {
  parameters: { msw: { handlers: [withApplications([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(NO_APPLICATIONS_TITLE))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

const failingApplications = failingHandler(APPLICATIONS_PATH, page([pending]));

/** The applications list fails: the proposal stays, the table offers Try Again. */
export const ApplicationsError: Story = {
  parameters: { msw: { handlers: [failingApplications.handler] } },
  beforeEach: () => {
    failingApplications.reset();
    return quietConsoleError();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error Loading Applications')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible();
    await expect(console.error).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('Marc Soler')).toBeVisible();
  },
};

/** Accept a pending application: the message shows and the row turns into a deal. */
export const AcceptSuccess: Story = {
  parameters: {
    msw: {
      handlers: [
        ...allRows,
        statusHandler('accepted', {
          ...pending,
          status: 'accepted',
          deal: {
            id: 9,
            tasks: [
              { id: 30, brand_completed: false, creator_completed: false },
              { id: 31, brand_completed: false, creator_completed: false },
            ],
          },
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = await confirmOnMarc(canvas, canvasElement, 'Accept', /Accept Marc Soler/);

    await expect(await canvas.findByText(i18n._(APPLICATION_ACCEPTED_MESSAGE))).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    const updated = within(rowOf(canvasElement, 'Marc Soler'));
    await expect(updated.getByText('Accepted')).toBeVisible();
    await expect(updated.getByText(i18n._(DEAL_CREATED_LABEL))).toBeVisible();
    await expect(updated.getByRole('link', { name: /View Deal/ })).toHaveAttribute(
      'href',
      '/app/brand/deals/9',
    );
    await expect(updated.getByText('0 of 2 tasks completed')).toBeVisible();
    await expect(updated.queryByRole('button', { name: /Accept/ })).toBeNull();
  },
};

export const Decline: Story = {
  parameters: {
    msw: {
      handlers: [...allRows, statusHandler('rejected', { ...pending, status: 'rejected' })],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await confirmOnMarc(canvas, canvasElement, 'Decline', /Decline Marc Soler/);

    await waitFor(() =>
      expect(
        within(rowOf(canvasElement, 'Marc Soler')).getByText(i18n._(APPLICATION_REJECTED_LABEL)),
      ).toBeVisible(),
    );
    await expect(within(rowOf(canvasElement, 'Marc Soler')).getByText('Rejected')).toBeVisible();
    await expect(canvas.queryByText(i18n._(APPLICATION_ACCEPTED_MESSAGE))).toBeNull();
  },
};

/** Failures are logged: a failed status update is only logged; the row stays pending and usable. */
export const StatusUpdateFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        ...allRows,
        http.patch(STATUS_PATH, ({ response }) =>
          response(409).json(errorBody('This application has already been decided.')),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    const body = await confirmOnMarc(canvas, canvasElement, 'Accept');

    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByText(i18n._(APPLICATION_ACCEPTED_MESSAGE))).toBeNull();
    const row = within(rowOf(canvasElement, 'Marc Soler'));
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByRole('button', { name: /Accept/ })).toBeEnabled();
    logged.mockRestore();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [notFoundHandler(PROPOSAL_PATH, 'Proposal not found.')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(BRAND_PROPOSAL_NOT_FOUND_MESSAGE))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(PROPOSAL_PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(BRAND_PROPOSAL_FORBIDDEN_MESSAGE))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit proposal' })).toBeNull();
  },
};

const failingProposal = failingHandler(PROPOSAL_PATH, proposal);

/** A server error: logged, with Try Again, which loads the proposal. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [...allRows, failingProposal.handler] } },
  beforeEach: () => {
    failingProposal.reset();
    return quietConsoleError();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error Loading Proposal')).toBeVisible();
    await expect(console.error).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
  },
};

/** Opened by its secret link (`getProposalBySecretSlug`): Edit uses the loaded id. */
export const BySecretLink: Story = {
  args: { proposalId: undefined, secretSlug: fixtures.getProposalBySecretSlug.secret_slug },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: fixtures.getProposalBySecretSlug.name,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit proposal' })).toHaveAttribute(
      'href',
      `/app/brand/proposals/${fixtures.getProposalBySecretSlug.id}/edit`,
    );
    await expect(await canvas.findByText('Laia Puig')).toBeVisible();
  },
};

/** At 375 px each application is a card, with its column names inside. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Marc Soler');
    const row = rowOf(canvasElement, 'Marc Soler');
    await expect(within(row).getByText('Applied')).toBeVisible();
    await expect(within(row).getByRole('button', { name: /Accept/ })).toBeVisible();
    // No sideways scrolling: the cards fit the phone's width.
    const container = canvasElement.querySelector('[data-slot="table-container"]');
    if (!container) throw new Error('No table');
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
  },
};

/** In Catalan on a phone: the proposal, the applications' cards and their actions read in Catalan. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edita la proposta' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Configuració' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Tasques de cada col·laboració' }),
    ).toBeVisible();
    await canvas.findByText('Marc Soler');
    await expect(canvas.getByRole('heading', { name: 'Sol·licituds' })).toBeVisible();
    const pendingRow = within(rowOf(canvasElement, 'Marc Soler'));
    await expect(pendingRow.getByText('Pendent')).toBeVisible();
    await expect(pendingRow.getByText(/^29 de maig/)).toBeVisible();
    await expect(
      pendingRow.getByRole('button', { name: 'Accepta la sol·licitud de Marc Soler' }),
    ).toBeVisible();
    await expect(
      pendingRow.getByRole('button', { name: 'Rebutja la sol·licitud de Marc Soler' }),
    ).toBeVisible();
    const acceptedRow = within(rowOf(canvasElement, 'Laia Puig'));
    await expect(acceptedRow.getByText('Col·laboració creada')).toBeVisible();
    await expect(acceptedRow.getByText('1 de 3 tasques completades')).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 'Núria Vidal')).getByText('Sol·licitud rebutjada'),
    ).toBeVisible();
    await noSidewaysScroll();
  },
};

/** In Spanish on a phone: the applications table reads in Spanish and fits the width. */
export const SpanishOnPhone: Story = {
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Marc Soler');
    await expect(canvas.getByRole('heading', { name: 'Solicitudes' })).toBeVisible();
    const pendingRow = within(rowOf(canvasElement, 'Marc Soler'));
    await expect(pendingRow.getByText('Pendiente')).toBeVisible();
    await expect(pendingRow.getByText('29 de mayo de 2026')).toBeVisible();
    await expect(
      pendingRow.getByRole('button', { name: 'Acepta la solicitud de Marc Soler' }),
    ).toBeVisible();
    await expect(
      pendingRow.getByRole('button', { name: 'Rechaza la solicitud de Marc Soler' }),
    ).toBeVisible();
    const acceptedRow = within(rowOf(canvasElement, 'Laia Puig'));
    await expect(acceptedRow.getByText('Colaboración creada')).toBeVisible();
    await expect(acceptedRow.getByText('1 de 3 tareas completadas')).toBeVisible();
    await expect(acceptedRow.getByRole('link', { name: /colaboración/ })).toHaveAttribute(
      'href',
      '/app/brand/deals/8',
    );
    await noSidewaysScroll();
  },
};
