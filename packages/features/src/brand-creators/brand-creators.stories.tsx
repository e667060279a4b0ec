import { operationRoutes, type components } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listKit } from '../test-support/list-story-kit';
import { chooseOption, english, phoneStory } from '../test-support/screen-stories';
import { forbiddenStory, loadingStory, retriedOnceStory } from '../test-support/state-stories';
import { BrandCreators } from './brand-creators';
import {
  BRAND_CREATORS_FORBIDDEN_MESSAGE,
  BRAND_CREATORS_LOAD_ERROR_HEADING,
  BRAND_CREATORS_NO_MATCH,
} from './brand-creators-view';
import { NOT_TAKING_INVITATIONS } from './creator-card';
import { NO_ACTIVE_PROPOSALS_TITLE } from './invite-dialog';

type Card = components['schemas']['CreatorCard'];
type ProposalItem = components['schemas']['ProposalListItem'];

const { listBrandCreators, listBrandProposals, inviteCreatorToProposal } = operationRoutes;

const creators = fixtures.listBrandCreators.data as Card[];
const [laia, marc] = creators as [Card, Card];
const nuria: Card = {
  ...laia,
  username: 'nuriavidal',
  name: 'Núria Vidal',
  avatar_path: null,
  barri: 'sant-antoni',
  invited_proposal_ids: [],
  applied_proposal_ids: [],
};
const all = [laia, marc, nuria];

/** Answers like the server: the barri and the district filters, 20 a page. */
const kit = listKit<Card>(listBrandCreators.path, (card, params) => {
  const barri = params.get('barri');
  return !barri || card.barri === barri;
});
const { requests, url } = kit;

const [base] = fixtures.listBrandProposals.data as [ProposalItem];
const proposal = (id: number, name: string): ProposalItem => ({
  ...base,
  id,
  name,
  status: 'active',
});
/** The brand's active proposals: Laia was invited to 7; Marc applied to 4. */
const PROPOSALS = [
  proposal(4, 'Summer vermut tasting in Gràcia'),
  proposal(7, 'Sourdough mornings at Forn Sant Pau'),
  proposal(9, 'Christmas panettone launch'),
];
/** How many times the brand's proposals were answered (a story waits for them to be known). */
let proposalsAnswered = 0;
const proposalsHandler = (items: readonly ProposalItem[] = PROPOSALS) =>
  http.get(listBrandProposals.path, ({ response }) => {
    proposalsAnswered += 1;
    return response(200).json({
      data: [...items],
      meta: { current_page: 1, per_page: 100, total: items.length, last_page: 1 },
    });
  });

let invites: unknown[] = [];
const inviteHandler = (status: 201 | 409 | 422 = 201) =>
  http.post(inviteCreatorToProposal.path, async ({ request, params, response }) => {
    invites.push({ id: Number(params.id), ...((await request.json()) as object) });
    if (status === 409)
      return response(409).json(errorBody('This creator was already invited to this proposal.'));
    if (status === 422)
      return response(422).json({
        message: 'This creator is not taking invitations.',
        errors: { username: ['This creator is not taking invitations.'] },
      });
    return response(201).json(fixtures.inviteCreatorToProposal);
  });

const meta = {
  title: 'Features/Brand/Creators',
  component: BrandCreators,
  decorators: [url.decorator],
  args: {
    profileHref: (username: string) => `/app/brand/creators/${username}`,
    newProposalHref: '/app/brand/proposals/create',
  },
  beforeEach: () => {
    kit.clear();
    invites = [];
  },
  parameters: {
    msw: { handlers: [kit.handler(all), proposalsHandler(), inviteHandler()] },
  },
} satisfies Meta<typeof BrandCreators>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: string) =>
  canvas.findByRole('listitem', { name });

/** Every creator as a card: their place, main platform, record, and a link to the profile. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const card = await cardOf(canvas, 'Laia Puig');
    await expect(within(card).getByRole('link', { name: 'Laia Puig' })).toHaveAttribute(
      'href',
      args.profileHref('laiapuig'),
    );
    await expect(card).toHaveTextContent('@laiapuig');
    await expect(card).toHaveTextContent('La Vila de Gràcia · Gràcia');
    await expect(card).toHaveTextContent('Instagram · 48,200 followers');
    await expect(card).toHaveTextContent('3 collaborations completed');
    await expect(card).toHaveTextContent('Invited');
    await expect(canvas.getByText('3 creators')).toBeVisible();
    await expect(requests.seen[0]?.toString()).toBe('sort=followers&page=1&per_page=20');
  },
};

/** A creator who turned invitations off: the button is disabled and says why. */
export const NotTakingInvitations: Story = {
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, 'Marc Soler');
    await expect(within(card).getByRole('button', { name: 'Invite to apply' })).toBeDisabled();
    await expect(card).toHaveTextContent(english(NOT_TAKING_INVITATIONS));
  },
};

/** Choosing a barri asks the server for it, from page 1, and writes it in the URL. */
export const FilterByBarri: Story = {
  play: async ({ canvas }) => {
    await cardOf(canvas, 'Laia Puig');
    await chooseOption(canvas.getByRole('combobox', { name: 'District' }), 'Eixample');
    await chooseOption(canvas.getByRole('combobox', { name: 'Barri' }), 'Sant Antoni');
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Laia Puig' })).toBeNull());
    await expect(await cardOf(canvas, 'Núria Vidal')).toBeVisible();
    await expect(requests.values('barri').at(-1)).toBe('sant-antoni');
    await expect(requests.values('district').at(-1)).toBe('eixample');
    await expect(url.writes.at(-1)).toBe('district=eixample&barri=sant-antoni');
  },
};

/** Nothing matches: it says so, and Clear filters brings every creator back. */
export const NoMatch: Story = {
  parameters: { search: 'barri=el-raval' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: english(BRAND_CREATORS_NO_MATCH) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await cardOf(canvas, 'Laia Puig')).toBeVisible();
    await expect(url.writes.at(-1)).toBe('');
  },
};

export const Loading: Story = loadingStory(listBrandCreators.path, 'Loading creators…', {
  absent: (canvas) => canvas.queryByRole('listitem', { name: 'Laia Puig' }),
});

export const ServerError: Story = retriedOnceStory(
  listBrandCreators.path,
  fixtures.listBrandCreators,
  [english(BRAND_CREATORS_LOAD_ERROR_HEADING)],
  async ({ canvas }) => {
    await expect(await cardOf(canvas, 'Laia Puig')).toBeVisible();
  },
);

export const Forbidden: Story = forbiddenStory(
  listBrandCreators.path,
  english(BRAND_CREATORS_FORBIDDEN_MESSAGE),
  {
    then: async ({ canvas }) => {
      await expect(canvas.queryByRole('searchbox')).toBeNull();
    },
  },
);

/** Opens Laia's invite dialog (the body holds it). */
async function openInvite(canvasElement: HTMLElement, name = 'Laia Puig') {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('listitem', { name });
  await userEvent.click(within(card).getByRole('button', { name: `Invite to apply: ${name}` }));
  const body = within(canvasElement.ownerDocument.body);
  return body.findByRole('alertdialog', { name: `Invite ${name} to apply` });
}

/**
 * Inviting: the proposals she was invited to or applied to are there but disabled, saying so;
 * the invitation is sent with the message and the list says so.
 */
export const Invite: Story = {
  play: async ({ canvasElement, canvas }) => {
    const dialog = await openInvite(canvasElement);
    const select = within(dialog).getByRole('combobox', { name: 'Proposal' });
    await userEvent.click(select);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('option', {
        name: 'Sourdough mornings at Forn Sant Pau (already invited)',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(await body.findByRole('option', { name: 'Christmas panettone launch' }));
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Message/ }),
      'Come film the panettone!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(invites).toEqual([
      { id: 9, username: 'laiapuig', message: 'Come film the panettone!' },
    ]);
    await expect(await canvas.findByText(/Invitation sent to Laia Puig\./)).toBeVisible();
  },
};

/** A 409 is shown in the dialog, which stays open with the message as typed. */
export const AlreadyInvited: Story = {
  parameters: {
    msw: { handlers: [kit.handler(all), proposalsHandler(), inviteHandler(409)] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement, 'Núria Vidal');
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await userEvent.type(message, 'Hola Núria!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(
      await within(dialog).findByText('This creator was already invited to this proposal.'),
    ).toBeVisible();
    await expect(message).toHaveValue('Hola Núria!');
  },
};

/** A 422 (she turned invitations off meanwhile) is shown in the dialog too. */
export const TurnedOffMeanwhile: Story = {
  parameters: {
    msw: { handlers: [kit.handler(all), proposalsHandler(), inviteHandler(422)] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement, 'Núria Vidal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(
      await within(dialog).findByText('This creator is not taking invitations.'),
    ).toBeVisible();
  },
};

/** Without an active proposal the dialog says so and links to create one. */
export const NoActiveProposals: Story = {
  beforeEach: () => {
    proposalsAnswered = 0;
  },
  parameters: { msw: { handlers: [kit.handler(all), proposalsHandler([]), inviteHandler()] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('listitem', { name: 'Laia Puig' });
    // The proposals are known to be none (NoActiveProposalsAfterLoading opens it before).
    await waitFor(() => expect(proposalsAnswered).toBeGreaterThan(0));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.click(within(card).getByRole('button', { name: 'Invite to apply: Laia Puig' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: english(NO_ACTIVE_PROPOSALS_TITLE) });
    await expect(within(dialog).getByRole('link', { name: 'Create a proposal' })).toHaveAttribute(
      'href',
      args.newProposalHref,
    );
  },
};

/**
 * Invite pressed while the brand's proposals are still loading: the dialog opens at once, and when
 * none turns out to be active it stays open and says so.
 */
export const NoActiveProposalsAfterLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        kit.handler(all),
        http.get(listBrandProposals.path, async ({ response }) => {
          await delay(600);
          return response(200).json({
            data: [],
            meta: { current_page: 1, per_page: 100, total: 0, last_page: 1 },
          });
        }),
        inviteHandler(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('listitem', { name: 'Laia Puig' });
    await userEvent.click(within(card).getByRole('button', { name: 'Invite to apply: Laia Puig' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Loading your proposals…')).toBeVisible();
    await expect(
      await body.findByRole(
        'dialog',
        { name: english(NO_ACTIVE_PROPOSALS_TITLE) },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

/** On a phone: the filters fold behind a button, one card a row, nothing sideways. */
export const OnPhone: Story = phoneStory(async ({ canvas }) => {
  await expect(await cardOf(canvas, 'Laia Puig')).toBeVisible();
  await expect(canvas.queryByRole('combobox', { name: 'District' })).toBeNull();
  const toggle = canvas.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  await expect(canvas.getByRole('combobox', { name: 'District' })).toBeVisible();
});

/** On a phone with a barri in the URL: the Filters button counts it. */
export const OnPhoneFiltered: Story = {
  ...phoneStory(async ({ canvas }) => {
    await expect(await cardOf(canvas, 'Núria Vidal')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters 2 active' })).toBeVisible();
  }),
  parameters: { search: 'district=eixample&barri=sant-antoni' },
};

/** In Catalan: the filters, the count and the cards. */
export const Catalan: Story = {
  globals: { locale: 'ca' },
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, 'Laia Puig');
    await expect(card).toHaveTextContent('3 col·laboracions completades');
    await expect(canvas.getByText('3 creadors')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Districte' })).toBeVisible();
    await expect(
      within(card).getByRole('button', { name: 'Convida a sol·licitar: Laia Puig' }),
    ).toBeVisible();
  },
};
