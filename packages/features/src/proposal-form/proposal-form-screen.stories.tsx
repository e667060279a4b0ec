import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption } from '../test-support/screen-stories';
import { ProposalFormScreen, PROPOSAL_LOAD_FAILED_MESSAGE } from './proposal-form-screen';

const { listBrandOptions, createBrandProposal, getBrandProposal, updateBrandProposal } =
  operationRoutes;
const proposal = fixtures.getBrandProposal;

const meta = {
  title: 'Features/Brand/Proposal form screen',
  component: ProposalFormScreen,
  args: {
    scope: 'brand',
    onSaved: fn(),
    cancelHref: '/app/brand/proposals',
    copyText: fn(async () => undefined),
  },
} satisfies Meta<typeof ProposalFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create: name and brand, then Save draft (POST); the app is told about the new proposal. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Swimwear shoot in the Barceloneta');
    await chooseOption(canvas.getByRole('combobox', { name: /^Brand/ }), 'Sal de Mar Swimwear');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ id: fixtures.createBrandProposal.id }),
      ),
    );
  },
};

/** A brand owner with one brand finds it chosen already; the POST carries it. */
export const CreateWithOneBrand: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(listBrandOptions.path, ({ response }) =>
          response(200).json({ data: [{ id: 2, name: 'Forn Sant Pau' }] }),
        ),
        http.post(createBrandProposal.path, async ({ request, response }) => {
          const body = await request.json();
          return body.brand_id === 2
            ? response(201).json(fixtures.createBrandProposal)
            : response(422).json({ message: 'Wrong brand', errors: { brand_id: ['Wrong brand'] } });
        }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await expect(canvas.getByRole('combobox', { name: /^Brand/ })).toHaveTextContent(
      'Forn Sant Pau',
    );
    await userEvent.type(name, 'Sourdough mornings at Forn Sant Pau');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ id: fixtures.createBrandProposal.id }),
      ),
    );
  },
};

/** Edit: the saved proposal fills the form; PUT sends it back. */
export const Edit: Story = {
  args: { proposalId: proposal.id },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue(proposal.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ id: fixtures.updateBrandProposal.id }),
      ),
    );
  },
};

export const Loading: Story = {
  args: { proposalId: proposal.id },
  parameters: {
    msw: {
      handlers: [http.get(getBrandProposal.path, async () => await delay('infinite'))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the proposal…')).toBeInTheDocument();
  },
};

/** A 422 shows under the name; what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(createBrandProposal.path, ({ response }) =>
          response(422).json({
            message: 'The name has already been taken.',
            errors: { name: ['The name has already been taken.', 'Second message'] },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Summer vermut tasting in Gràcia');
    await chooseOption(canvas.getByRole('combobox', { name: /^Brand/ }), 'Vermut Gràcia');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('The name has already been taken.')).toBeVisible();
    await expect(canvas.queryByText('Second message')).toBeNull();
    await expect(name).toHaveValue('Summer vermut tasting in Gràcia');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A 500 shows in an alert; nothing typed is lost. */
export const ServerError: Story = {
  args: { proposalId: proposal.id },
  parameters: {
    msw: {
      handlers: [
        http.put(updateBrandProposal.path, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Autumn vermut tasting');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side',
    );
    await expect(name).toHaveValue('Autumn vermut tasting');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The proposal failed to load: the heading and Try Again (missing is not failing). */
export const LoadError: Story = {
  args: { proposalId: proposal.id },
  parameters: {
    msw: {
      handlers: [
        http.get(getBrandProposal.path, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error Loading Proposal')).toBeVisible();
    await expect(canvas.getByText(i18n._(PROPOSAL_LOAD_FAILED_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try Again/ })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { proposalId: 999 },
  parameters: {
    msw: {
      handlers: [
        http.get(getBrandProposal.path, ({ response }) =>
          response(404).json(errorBody('Not found.')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Proposal not found')).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { proposalId: proposal.id },
  parameters: {
    msw: {
      handlers: [
        http.get(getBrandProposal.path, ({ response }) =>
          response(403).json(errorBody('This action is unauthorized.')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This action is unauthorized.')).toBeVisible();
  },
};

/**
 * Publishing a draft that has everything: the confirmation says it is live, links to the public
 * page, copies the link ("Link copied"), then goes to the proposal.
 */
export const PublishedConfirmation: Story = {
  args: { proposalId: proposal.id },
  parameters: {
    msw: {
      handlers: [
        http.get(getBrandProposal.path, ({ response }) =>
          response(200).json({ ...proposal, status: 'draft' }),
        ),
        http.put(updateBrandProposal.path, async ({ request, response }) => {
          const body = await request.json();
          return response(200).json({ ...fixtures.updateBrandProposal, status: body.status });
        }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Ready to publish.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Your proposal is published' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      `/proposals/${fixtures.updateBrandProposal.slug}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied')).toBeVisible();
    await expect(args.copyText).toHaveBeenCalledWith(
      `${window.location.origin}/proposals/${fixtures.updateBrandProposal.slug}`,
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the proposal' }));
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: fixtures.updateBrandProposal.id }),
    );
  },
};

/** The server refuses to publish (422): each missing part is said under its field. */
export const PublishRefusedByServer: Story = {
  args: { proposalId: proposal.id },
  parameters: {
    msw: {
      handlers: [
        http.get(getBrandProposal.path, ({ response }) =>
          response(200).json({ ...proposal, status: 'draft' }),
        ),
        http.put(updateBrandProposal.path, ({ response }) =>
          response(422).json({
            message: 'Add a picture before publishing. (and 1 more error)',
            errors: {
              image: ['Add a picture before publishing.'],
              task_templates: ['Add at least one task before publishing.'],
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Add a picture before publishing.')).toBeVisible();
    await expect(canvas.getByText('Add at least one task before publishing.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(proposal.name);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
