import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { loadingStory, notFoundHandler, serverErrorStory } from '../test-support/state-stories';
import { PublicProposalPage } from './public-proposal-page';
import { PROPOSAL_NOT_FOUND_MESSAGE } from './public-proposal-view';

const proposal = fixtures.getPublicProposal;
const PATH = operationRoutes.getPublicProposal.path;

const meta = {
  title: 'Pages/Public proposal',
  component: PublicProposalPage,
  args: {
    slug: proposal.slug,
    loginHref: '/login',
    applyHref: `/app-login?redirect=/app/creator/proposals/${proposal.id}`,
    homeHref: '/home',
    brandHref: (slug: string) => `/brands/${slug}`,
  },
} satisfies Meta<typeof PublicProposalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active proposal, answered by openapi.yaml's own example. */
export const Active: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getAllByText(proposal.brand.name)[0]).toBeVisible();
    for (const category of proposal.categories) {
      await expect(canvas.getByText(category.name)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Login to Apply' })).toHaveAttribute(
      'href',
      args.applyHref,
    );
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      args.loginHref,
    );
    // Who is behind it: the brand card opens the brand's page on the site.
    const card = canvas.getByRole('link', { name: /Vermut Gràcia.*La Vila de Gràcia/ });
    await expect(card).toHaveAttribute('href', '/brands/vermut-gracia');
    if (proposal.image) {
      await expect(canvas.getByRole('img', { name: proposal.name })).toHaveAttribute(
        'src',
        proposal.image,
      );
    }
    // The usage rights in plain words (openapi.yaml's example: own channels, 12 months).
    await expect(
      canvas.getByText('The brand may use your content on its own channels only, for 12 months.'),
    ).toBeVisible();
    // Dates in English long format.
    await expect(
      canvas.getByText(
        /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/,
      ),
    ).toBeVisible();
  },
};

export const Inactive: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) => response(200).json({ ...proposal, status: 'inactive' })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.queryByText('Active')).toBeNull();
  },
};

/** A proposal with no image, dates, categories or requirements still reads well. */
export const Minimal: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          response(200).json({
            ...proposal,
            image: null,
            start_date: null,
            end_date: null,
            categories: [],
            requirements: '',
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Requirements' })).toBeNull();
    await expect(canvas.queryByText('Dates')).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [notFoundHandler(PATH, 'Proposal not found.')] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(i18n._(PROPOSAL_NOT_FOUND_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      args.homeHref,
    );
    await expect(canvas.queryByRole('link', { name: 'Login to Apply' })).toBeNull();
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading proposal…', {
  absent: (canvas) => canvas.queryByRole('heading', { level: 1 }),
});

/** A server error offers Try Again, which loads the proposal once the server recovers. */
export const ServerError: Story = serverErrorStory(PATH, proposal, {
  alert: ['We couldn’t load this proposal'],
  recovered: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible(),
    );
  },
});

export const ActiveOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Active.play,
};

/** In Catalan on a phone: the facts, the buttons and the sections in Catalan. */
export const CatalanPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByText('Marca')).toBeVisible();
    await expect(canvas.getByText('Plataforma')).toBeVisible();
    await expect(canvas.getByText('Idioma del contingut')).toBeVisible();
    await expect(canvas.getByText('Català')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Inicia la sessió per sol·licitar-la' }),
    ).toHaveAttribute('href', args.applyHref);
    await expect(canvas.getByRole('link', { name: 'Inicia la sessió' })).toHaveAttribute(
      'href',
      args.loginHref,
    );
    await expect(
      canvas.getByRole('heading', { name: 'Sobre aquesta col·laboració' }),
    ).toBeVisible();
    const page = canvas.getByRole('heading', { level: 1 }).ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Also in paid ads without time limit, in Catalan on a phone. */
export const UsageRightsCatalanPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          response(200).json({ ...proposal, usage_rights: { scope: 'paid_ads', months: null } }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Drets d’ús')).toBeVisible();
    await expect(
      canvas.getByText(
        'La marca pot fer servir el teu contingut als seus canals i també en anuncis de pagament, sense límit de temps.',
      ),
    ).toBeVisible();
  },
};

/** A missing proposal, in Catalan. */
export const CatalanNotFound: Story = {
  globals: { locale: 'ca' },
  parameters: NotFound.parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('La proposta que busques no existeix o s’ha suprimit.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No hem trobat la proposta' })).toBeVisible();
  },
};
