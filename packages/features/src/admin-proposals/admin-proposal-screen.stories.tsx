import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  forbiddenStory,
  loadingStory,
  notFoundStory,
  retriedOnceStory,
} from '../test-support/state-stories';
import {
  atPhoneWidth,
  english,
  noSidewaysScroll,
  phone,
  phoneStory,
} from '../test-support/screen-stories';
import { AdminProposalScreen } from './admin-proposal-screen';
import {
  ADMIN_PROPOSAL_DELETE_CONFIRMATION,
  ADMIN_PROPOSAL_DELETE_ERROR,
  ADMIN_PROPOSAL_FORBIDDEN_MESSAGE,
  ADMIN_PROPOSAL_LOAD_ERROR_HEADING,
  ADMIN_PROPOSAL_LOAD_ERROR_MESSAGE,
  ADMIN_PROPOSAL_NOT_FOUND_HEADING,
} from './admin-proposal-view';

const { getAdminProposal, deleteAdminProposal, updateAdminProposal } = operationRoutes;
const proposal = fixtures.getAdminProposal;

/** The ids the handlers were asked for, by method. */
let gets: string[] = [];
let deletes: string[] = [];
/** The statuses Unpublish saved. */
let unpublished: string[] = [];

const getHandler = http.get(getAdminProposal.path, ({ params, response }) => {
  gets.push(String(params.id));
  return response(200).json(proposal);
});

const meta = {
  title: 'Features/Admin/Proposal',
  component: AdminProposalScreen,
  args: {
    id: 4,
    editHref: (id: number) => `/app/admin/proposals/${id}/edit`,
    backHref: '/app/admin/proposals',
    onDeleted: fn(),
  },
  beforeEach: () => {
    gets = [];
    deletes = [];
  },
  parameters: {
    msw: {
      handlers: [
        getHandler,
        http.delete(deleteAdminProposal.path, ({ params, response }) => {
          deletes.push(String(params.id));
          return response(204).empty();
        }),
      ],
    },
  },
} satisfies Meta<typeof AdminProposalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The proposal with dates in English long format, its brief, tasks and applications. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByText('June 1, 2026 – July 15, 2026')).toBeVisible();
    await expect(canvas.getByText('July 10, 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/app/admin/proposals/4/edit',
    );
    await expect(canvas.getByRole('link', { name: 'Back to proposals' })).toHaveAttribute(
      'href',
      '/app/admin/proposals',
    );
    await expect(canvas.getByText('Book your tasting visit')).toBeVisible();
    const applications = canvas.getByRole('region', { name: 'Applications' });
    await expect(within(applications).getAllByRole('listitem')).toHaveLength(
      proposal.applications.length,
    );
    await expect(gets).toEqual(['4']);
  },
};

/** The admin takes a published proposal down: Unpublish asks first, then saves it inactive. */
export const Unpublish: Story = {
  parameters: {
    msw: {
      handlers: [
        getHandler,
        http.put(updateAdminProposal.path, async ({ request, response }) => {
          const body = await request.json();
          unpublished.push(body.status);
          return response(200).json({ ...fixtures.updateAdminProposal, status: body.status });
        }),
      ],
    },
  },
  beforeEach: () => {
    unpublished = [];
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: proposal.name });
    await expect(canvas.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      `/proposals/${proposal.slug}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish this proposal?' });
    await expect(unpublished).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(unpublished).toEqual(['inactive']));
  },
};

/** Delete asks first, in the product's wording; confirming deletes and tells the app. */
export const DeleteConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(i18n._(ADMIN_PROPOSAL_DELETE_CONFIRMATION));
    await expect(i18n._(ADMIN_PROPOSAL_DELETE_CONFIRMATION)).toBe(
      'Are you sure you want to delete this proposal? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(deletes).toEqual(['4']);
  },
};

/** Cancel closes the question and deletes nothing. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(deletes).toEqual([]);
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** A failed delete says 'Failed to delete proposal' in the dialog, which stays open. */
export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        getHandler,
        http.delete(deleteAdminProposal.path, ({ params }) => {
          deletes.push(String(params.id));
          return Response.json({ message: 'Server Error' }, { status: 500 });
        }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByText(i18n._(ADMIN_PROPOSAL_DELETE_ERROR)),
    ).toBeVisible();
    await expect(i18n._(ADMIN_PROPOSAL_DELETE_ERROR)).toBe('Failed to delete proposal');
    await expect(deletes).toEqual(['4']);
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** When the server explains why (here a 404: someone else deleted it), its message is shown. */
export const DeleteFailsWithServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        getHandler,
        http.delete(deleteAdminProposal.path, ({ response }) =>
          response(404).json(errorBody('This proposal was already deleted.')),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByText('This proposal was already deleted.'),
    ).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const Loading: Story = loadingStory(getAdminProposal.path, 'Loading proposal…', {
  absent: (canvas) => canvas.queryByRole('button', { name: 'Delete' }),
});

export const NotFound: Story = {
  args: { id: 999 },
  ...notFoundStory(getAdminProposal.path, english(ADMIN_PROPOSAL_NOT_FOUND_HEADING), {
    then: async ({ canvas }) => {
      await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    },
  }),
};

export const Forbidden: Story = forbiddenStory(
  getAdminProposal.path,
  english(ADMIN_PROPOSAL_FORBIDDEN_MESSAGE),
);

/**
 * Missing is not failing: 'Error Loading Proposal', 'Failed to load proposal', and Try Again that
 * refetches.
 */
export const LoadError: Story = retriedOnceStory(
  getAdminProposal.path,
  proposal,
  [english(ADMIN_PROPOSAL_LOAD_ERROR_HEADING), english(ADMIN_PROPOSAL_LOAD_ERROR_MESSAGE)],
  async ({ canvas }) => {
    await expect(i18n._(ADMIN_PROPOSAL_LOAD_ERROR_HEADING)).toBe('Error Loading Proposal');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
  },
);

/** The server's own message is shown when it gives one. */
export const LoadErrorWithServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(getAdminProposal.path, () =>
          Response.json(
            { message: 'Too many requests from this session. Wait a moment.' },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(ADMIN_PROPOSAL_LOAD_ERROR_HEADING));
    await expect(alert).toHaveTextContent('Too many requests from this session. Wait a moment.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const LoadedOnPhone: Story = phoneStory(Loaded.play);

/**
 * In Catalan on a phone: the sections, the brief, the tasks' roles and days, the dates and the
 * actions read in Catalan, with no sideways scroll.
 */
export const LoadedInCatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edita' })).toHaveAttribute(
      'href',
      '/app/admin/proposals/4/edit',
    );
    await expect(canvas.getByRole('link', { name: 'Torna a les propostes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suprimeix' })).toBeVisible();
    const overview = canvas.getByRole('region', { name: 'Resum' });
    await expect(within(overview).getByText('Creada per')).toBeVisible();
    await expect(
      within(overview).getByText(/^1 de juny del? 2026 – 15 de juliol del? 2026$/),
    ).toBeVisible();
    const brief = canvas.getByRole('region', { name: 'Briefing' });
    await expect(within(brief).getByText('Edats')).toBeVisible();
    await expect(within(brief).getByText('Fotos i vídeos')).toBeVisible();
    await expect(within(brief).getByText('Qualsevol')).toBeVisible();
    const tasks = canvas.getByRole('region', { name: 'Tasques' });
    await expect(within(tasks).getByText('Creador · 3 dies')).toBeVisible();
    await expect(within(tasks).getByText('Marca · 5 dies')).toBeVisible();
    const applications = canvas.getByRole('region', { name: 'Sol·licituds' });
    await expect(within(applications).getAllByText(/^Sol·licitada el \d+ de /)).toHaveLength(
      proposal.applications.length,
    );
    await atPhoneWidth();
    await noSidewaysScroll();
  },
};

/** In Spanish: the overview and the delete question read in Spanish; Cancel deletes nothing. */
export const LoadedInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, args }) => {
    const overview = await canvas.findByRole('region', { name: 'Resumen' });
    await expect(within(overview).getByText('Última actualización')).toBeVisible();
    await expect(within(overview).getByText('25 de mayo de 2026')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Requisitos' })).toBeVisible();
    await expect(canvas.getByText('Creador · 14 días')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar la propuesta' });
    await expect(dialog).toHaveTextContent(
      '¿Seguro que quieres eliminar esta propuesta? Esta acción no se puede deshacer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(deletes).toEqual([]);
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};
