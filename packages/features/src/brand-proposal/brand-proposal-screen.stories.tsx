import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { CreatorPublicProfile } from '../creator-profile/profile-words';
import {
  failingHandler,
  forbiddenHandler,
  requestLog,
  searchLog,
  stalledHandler,
} from '../test-support/list-stories';
import { chooseOption, lastWriteOf, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { notFoundHandler, type StoryCanvas } from '../test-support/state-stories';
import {
  APPLICATION_ACCEPTED_MESSAGE,
  APPLICATION_REJECTED_LABEL,
  DEAL_CREATED_LABEL,
  type BrandApplication,
} from './application-card';
import {
  APPLICATIONS_FORBIDDEN_MESSAGE,
  NO_APPLICATIONS_TITLE,
  NO_MATCHING_APPLICATIONS_TITLE,
} from './applications-review-view';
import { BrandProposalScreen } from './brand-proposal-screen';
import {
  BRAND_PROPOSAL_FORBIDDEN_MESSAGE,
  BRAND_PROPOSAL_NOT_FOUND_MESSAGE,
} from './brand-proposal-view';
import { MEETS_EVERY_REQUIREMENT } from './requirement-match';

const proposal = fixtures.getBrandProposal;
const PROPOSAL_PATH = operationRoutes.getBrandProposal.path;
const APPLICATIONS_PATH = operationRoutes.listBrandProposalApplications.path;
const STATUS_PATH = operationRoutes.updateApplicationStatus.path;
const DECLINE_PATH = operationRoutes.declineApplications.path;
const PROFILE_PATH = operationRoutes.getCreatorProfile.path;

const summary = { id: proposal.id, name: proposal.name, slug: proposal.slug };

/** The bodies the Unpublish story's PUT received. */
const saved: unknown[] = [];

/** One of the spec's example applications (`listBrandProposalApplications`), by id. */
function exampleApplication(id: number): BrandApplication {
  const found = fixtures.listBrandProposalApplications.data.find(
    (application) => application.id === id,
  );
  if (!found) throw new Error(`No example application ${id}`);
  return found;
}

/** Pending, meets every requirement (the spec's example). */
const pending: BrandApplication = exampleApplication(32);

/** Pending, short of followers. */
const pendingShort: BrandApplication = {
  ...pending,
  id: 34,
  message: 'Small account, big love for vermut.',
  created_at: '2026-05-31T08:40:00Z',
  updated_at: '2026-05-31T08:40:00Z',
  creator: {
    id: 34,
    first_name: 'Pau',
    last_name: 'Serra',
    name: 'Pau Serra',
    email: 'pau.serra@example.com',
    avatar_path: null,
  },
  applicant: {
    username: 'pauserra',
    barri: 'sants',
    city: 'Barcelona',
    languages: ['ca'],
    categories: [],
    main_platform: {
      platform: 'instagram',
      handle: 'pau.serra',
      url: 'https://www.instagram.com/pau.serra/',
      followers: 2100,
      followers_updated_at: '2026-04-02T10:00:00Z',
    },
    completed_deals: 0,
  },
  match: {
    meets_all: false,
    lines: [
      { key: 'age', result: 'meets' },
      { key: 'platform', result: 'meets' },
      { key: 'followers', result: 'does_not_meet' },
    ],
  },
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
  applicant: {
    username: 'laiapuig',
    barri: 'la-vila-de-gracia',
    city: 'Barcelona',
    languages: ['ca', 'es'],
    categories: [
      { id: 1, name: 'Food & drink' },
      { id: 5, name: 'Lifestyle' },
    ],
    main_platform: {
      platform: 'instagram',
      handle: 'laiapuig.bcn',
      url: 'https://www.instagram.com/laiapuig.bcn/',
      followers: 48200,
      followers_updated_at: '2026-10-02T09:15:00Z',
    },
    completed_deals: 3,
  },
  match: pending.match,
};

/** Rejected, with a mixed match: one line met, one not on the profile, one not met (the spec's). */
const rejected: BrandApplication = exampleApplication(33);

const everyone = [pending, rejected, accepted, pendingShort];

/** The applications the handler answers with; stories that decide change them. */
let current: BrandApplication[] = everyone;
const requests = requestLog();
const url = searchLog();
const declines: unknown[] = [];

const linesMet = (application: BrandApplication) =>
  application.match.lines.filter((line) => line.result === 'meets').length;

/**
 * Answers the applications list like the API: the status and `meets_all` filters, the four
 * orders, and counts per status over every application; records each request.
 */
const applicationsHandler = (items: () => readonly BrandApplication[] = () => current) =>
  http.get(APPLICATIONS_PATH, ({ request, response }) => {
    requests.record(request);
    const params = new URL(request.url).searchParams;
    const all = items();
    const status = params.get('status');
    const sort = params.get('sort') ?? 'newest';
    const newest = (a: BrandApplication, b: BrandApplication) =>
      b.created_at.localeCompare(a.created_at);
    const orders: Record<string, (a: BrandApplication, b: BrandApplication) => number> = {
      newest,
      oldest: (a, b) => -newest(a, b),
      followers: (a, b) =>
        (b.applicant.main_platform?.followers ?? 0) - (a.applicant.main_platform?.followers ?? 0),
      match: (a, b) =>
        Number(b.match.meets_all) - Number(a.match.meets_all) ||
        linesMet(b) - linesMet(a) ||
        newest(a, b),
    };
    const data = all
      .filter((application) => !status || application.status === status)
      .filter((application) => params.get('meets_all') !== 'true' || application.match.meets_all)
      .sort(orders[sort] ?? newest);
    const count = (wanted: BrandApplication['status']) =>
      all.filter((application) => application.status === wanted).length;
    return response(200).json({
      data,
      meta: { current_page: 1, per_page: 100, total: data.length, last_page: 1 },
      status_counts: {
        pending: count('pending'),
        accepted: count('accepted'),
        rejected: count('rejected'),
      },
    });
  });

/** Declines the listed applications (all or nothing, like the API) and records each body. */
const declineHandler = http.post(DECLINE_PATH, async ({ request, response }) => {
  const body = await request.json();
  declines.push(body);
  current = current.map((application) =>
    body.application_ids.includes(application.id)
      ? { ...application, status: 'rejected' }
      : application,
  );
  return response(200).json({ declined: body.application_ids.length });
});

/** Marc's full profile: Laia's example profile, as Marc. */
const marcProfile: CreatorPublicProfile = {
  ...fixtures.getCreatorProfile,
  username: 'marcsoler',
  first_name: 'Marc',
  last_name: 'Soler',
  name: 'Marc Soler',
  bio: 'Short food videos from the Eixample: bakeries, bars and markets.',
};
/** Any other applicant's profile: the example profile, as that applicant (name, place, languages). */
function profileOf(username: unknown): CreatorPublicProfile {
  const row = current.find((application) => application.applicant.username === username);
  if (!row) return fixtures.getCreatorProfile;
  const { creator, applicant } = row;
  return {
    ...fixtures.getCreatorProfile,
    username: applicant.username,
    first_name: creator.first_name,
    last_name: creator.last_name,
    name: creator.name,
    avatar_path: creator.avatar_path,
    barri: applicant.barri,
    city: applicant.city,
    languages: applicant.languages,
    categories: applicant.categories,
  };
}
const profileHandler = http.get(PROFILE_PATH, ({ params, response }) =>
  response(200).json(params.username === 'marcsoler' ? marcProfile : profileOf(params.username)),
);

const allRows = [applicationsHandler(), declineHandler, profileHandler];

const meta = {
  title: 'Features/Brand/Proposal details',
  component: BrandProposalScreen,
  args: {
    proposalId: proposal.id,
    editHref: (id: number) => `/app/brand/proposals/${id}/edit`,
    dealHref: fn((dealId: number) => `/app/brand/deals/${dealId}`),
    copyText: fn(async () => undefined),
  },
  decorators: [url.decorator],
  beforeEach: () => {
    current = everyone;
    requests.clear();
    url.clear();
    declines.length = 0;
  },
  parameters: { msw: { handlers: allRows } },
} satisfies Meta<typeof BrandProposalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An application's card, by the creator's name. */
function cardOf(canvasElement: HTMLElement, name: string): HTMLElement {
  const card = within(canvasElement)
    .getByRole('heading', { level: 3, name })
    .closest<HTMLElement>('[data-application-id]');
  if (!card) throw new Error(`No application from ${name}`);
  return card;
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
 * Presses `action` on Marc Soler's pending card and confirms it in the dialog (named
 * `dialogName` when given); gives the page's body, where the dialog was.
 */
async function confirmOnMarc(
  canvas: StoryCanvas,
  canvasElement: HTMLElement,
  action: 'Accept' | 'Decline',
  dialogName?: RegExp,
) {
  await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
  await userEvent.click(
    within(cardOf(canvasElement, 'Marc Soler')).getByRole('button', {
      name: new RegExp(`^${action}`),
    }),
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

/** Opens an applicant's panel from the keyboard: focus on "View profile", then Enter. */
async function openPanelWithKeyboard(canvasElement: HTMLElement, name: string) {
  const button = within(cardOf(canvasElement, name)).getByRole('button', {
    name: `View profile: ${name}`,
  });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const body = within(canvasElement.ownerDocument.body);
  const panel = await body.findByRole('dialog', { name: `${name}’s profile` });
  return { button, body, panel };
}

/**
 * The proposal and its applications to review: counts per status, and a card per application
 * with the applicant's summary, message and requirement match; pending, rejected and accepted.
 */
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

    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    // Counts per status, which are also the status filter.
    const statuses = within(canvas.getByRole('group', { name: 'Filter by status' }));
    await expect(statuses.getByRole('button', { name: 'All 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(statuses.getByRole('button', { name: 'Pending 2' })).toBeVisible();
    await expect(statuses.getByRole('button', { name: 'Accepted 1' })).toBeVisible();
    await expect(statuses.getByRole('button', { name: 'Rejected 1' })).toBeVisible();
    // Newest first.
    const names = within(canvas.getByRole('list', { name: 'Applications to this proposal' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(['Pau Serra', 'Núria Vidal', 'Marc Soler', 'Laia Puig']);

    const marc = within(cardOf(canvasElement, 'Marc Soler'));
    await expect(marc.getByText('Pending')).toBeVisible();
    await expect(marc.getByText('May 29, 2026')).toBeVisible();
    await expect(marc.getByText('@marcsoler')).toBeVisible();
    await expect(marc.getByText('L’Antiga Esquerra de l’Eixample · Eixample')).toBeVisible();
    await expect(marc.getByText('Instagram · 22,400 followers')).toBeVisible();
    await expect(marc.getByText('Creates in Catalan, Spanish, English')).toBeVisible();
    await expect(marc.getByText('4 collaborations completed')).toBeVisible();
    await expect(marc.getByText('Food & drink')).toBeVisible();
    await expect(marc.getByText(pending.message ?? '')).toBeVisible();
    await expect(marc.getByText(i18n._(MEETS_EVERY_REQUIREMENT))).toBeVisible();
    await expect(marc.getByText('Aged 21 to 40:')).toBeVisible();
    await expect(marc.getByRole('button', { name: /^Accept/ })).toBeVisible();
    await expect(marc.getByRole('button', { name: /^Decline/ })).toBeVisible();
    await expect(marc.getByRole('checkbox', { name: 'Select Marc Soler' })).not.toBeChecked();
    // The review shows who they are on Colla, never their email.
    await expect(marc.queryByText(/example\.com/)).toBeNull();

    // A mixed match: each line says how the applicant meets what the proposal asks.
    const nuria = cardOf(canvasElement, 'Núria Vidal');
    const lines = within(
      within(nuria).getByRole('list', { name: 'Núria Vidal against the requirements' }),
    );
    await expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Aged 21 to 40: Meets',
      'Posts on Instagram: Not on their profile',
      'At least 5,000 followers: Does not meet',
    ]);
    await expect(within(nuria).queryByText(i18n._(MEETS_EVERY_REQUIREMENT))).toBeNull();
    await expect(within(nuria).getByText('TikTok · 3,100 followers')).toBeVisible();
    await expect(within(nuria).getByText(i18n._(APPLICATION_REJECTED_LABEL))).toBeVisible();
    await expect(within(nuria).queryByRole('button', { name: /^Accept|^Decline/ })).toBeNull();
    await expect(within(nuria).queryByRole('checkbox')).toBeNull();

    const laia = within(cardOf(canvasElement, 'Laia Puig'));
    await expect(laia.getByText(i18n._(DEAL_CREATED_LABEL))).toBeVisible();
    await expect(laia.getByRole('link', { name: /View Deal/ })).toHaveAttribute(
      'href',
      '/app/brand/deals/8',
    );
    // Only the task both sides completed counts.
    await expect(laia.getByText('1 of 3 tasks completed')).toBeVisible();
    await expect(args.dealHref).toHaveBeenCalledWith(8);
    await expect(requests.values('sort')).toEqual(['newest']);
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
    await expect(canvas.getByRole('region', { name: 'Applications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Said to screen readers, in a live region.
    await expect(
      canvas.getByText('Loading applications…').closest('[role="status"]'),
    ).not.toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Applications to this proposal' })).toBeNull();
  },
};

export const NoApplicationsYet: Story = {
  parameters: { msw: { handlers: [applicationsHandler(() => [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(NO_APPLICATIONS_TITLE))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Applications to this proposal' })).toBeNull();
    // Nothing to filter or sort yet.
    await expect(canvas.queryByRole('group', { name: 'Filter by status' })).toBeNull();
  },
};

const failingApplications = failingHandler(APPLICATIONS_PATH, {
  data: [pending],
  meta: { current_page: 1, per_page: 100, total: 1, last_page: 1 },
  status_counts: { pending: 1, accepted: 0, rejected: 0 },
});

/** The applications list fails: the proposal stays, the list offers Try Again. */
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
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' }),
    ).toBeVisible();
  },
};

/** The list refused (a user who does not manage the brand): said plainly, nothing to retry. */
export const ApplicationsForbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(APPLICATIONS_PATH)] } },
  beforeEach: quietConsoleError,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(APPLICATIONS_FORBIDDEN_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible();
  },
};

/** Accept a pending application: the message shows and the card turns into a deal. */
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
    const updated = within(cardOf(canvasElement, 'Marc Soler'));
    await expect(updated.getByText('Accepted')).toBeVisible();
    await expect(updated.getByText(i18n._(DEAL_CREATED_LABEL))).toBeVisible();
    await expect(updated.getByRole('link', { name: /View Deal/ })).toHaveAttribute(
      'href',
      '/app/brand/deals/9',
    );
    await expect(updated.getByText('0 of 2 tasks completed')).toBeVisible();
    await expect(updated.queryByRole('button', { name: /^Accept/ })).toBeNull();
    // The applicant's summary stays on the card.
    await expect(updated.getByText('@marcsoler')).toBeVisible();
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
        within(cardOf(canvasElement, 'Marc Soler')).getByText(i18n._(APPLICATION_REJECTED_LABEL)),
      ).toBeVisible(),
    );
    await expect(within(cardOf(canvasElement, 'Marc Soler')).getByText('Rejected')).toBeVisible();
    await expect(canvas.queryByText(i18n._(APPLICATION_ACCEPTED_MESSAGE))).toBeNull();
  },
};

/** Failures are logged: a failed status update is only logged; the card stays pending and usable. */
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
    const card = within(cardOf(canvasElement, 'Marc Soler'));
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Accept/ })).toBeEnabled();
    logged.mockRestore();
  },
};

/** Sort and filters go to the request and the URL; the counts stay those of every application. */
export const SortAndFilter: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    const list = () => canvas.getByRole('list', { name: 'Applications to this proposal' });
    const shown = () =>
      within(list())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    await chooseOption(canvas.getByRole('combobox', { name: 'Sort by' }), 'Best match');
    await waitFor(() => expect(requests.values('sort').at(-1)).toBe('match'));
    await expect(lastWriteOf(url)).toEqual({ sort: 'match' });
    await waitFor(() =>
      expect(shown()).toEqual(['Marc Soler', 'Laia Puig', 'Pau Serra', 'Núria Vidal']),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Pending 2' }));
    await waitFor(() => expect(requests.values('status').at(-1)).toBe('pending'));
    await expect(lastWriteOf(url)).toEqual({ sort: 'match', status: 'pending' });
    await waitFor(() => expect(shown()).toEqual(['Marc Soler', 'Pau Serra']));
    await expect(canvas.getByRole('button', { name: 'Pending 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(canvas.getByRole('switch', { name: 'Meets every requirement' }));
    await waitFor(() => expect(requests.values('meets_all').at(-1)).toBe('true'));
    await expect(lastWriteOf(url)).toEqual({ sort: 'match', status: 'pending', meets_all: 'true' });
    await waitFor(() => expect(shown()).toEqual(['Marc Soler']));
    // The counts are the proposal's, whatever the filters.
    await expect(canvas.getByRole('button', { name: 'All 4' })).toBeVisible();

    await chooseOption(canvas.getByRole('combobox', { name: 'Sort by' }), 'Most followers');
    await waitFor(() => expect(requests.values('sort').at(-1)).toBe('followers'));
  },
};

/** Opened from a shared link: the URL's filters are the first request's. */
export const StartsFromUrl: Story = {
  parameters: { search: 'status=rejected&sort=oldest' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Núria Vidal' });
    await expect(requests.seen[0]?.get('status')).toBe('rejected');
    await expect(requests.seen[0]?.get('sort')).toBe('oldest');
    await expect(requests.seen[0]?.get('meets_all')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Rejected 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Oldest');
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Marc Soler' })).toBeNull();
  },
};

/** Filters that leave nothing say so and offer to clear them. */
export const NothingMatches: Story = {
  parameters: { search: 'status=accepted&meets_all=true' },
  beforeEach: () => {
    current = [pending, rejected];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(NO_MATCHING_APPLICATIONS_TITLE))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' }),
    ).toBeVisible();
    await expect(lastWriteOf(url)).toEqual({});
  },
};

/**
 * The full profile opens in a side panel from the keyboard: focus moves in, it is titled with
 * the applicant's name, it offers Accept and Decline; Escape closes it and focus goes back.
 */
export const ProfilePanel: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    const { button, body, panel } = await openPanelWithKeyboard(canvasElement, 'Marc Soler');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    const inPanel = within(panel);
    await expect(
      await inPanel.findByRole('heading', { level: 2, name: 'Marc Soler' }),
    ).toBeVisible();
    await expect(inPanel.getByText(marcProfile.bio ?? '')).toBeVisible();
    await expect(inPanel.getByText('3 collaborations completed')).toBeVisible();
    await expect(inPanel.getByText(pending.message ?? '')).toBeVisible();
    await expect(inPanel.getByRole('button', { name: /^Accept Marc Soler/ })).toBeVisible();
    await expect(inPanel.getByRole('button', { name: /^Decline Marc Soler/ })).toBeVisible();
    // A side sheet: along the right edge, the list still beside it.
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      expect(Math.round(box.right)).toBe(window.innerWidth);
      expect(box.width).toBeLessThan(window.innerWidth / 2);
    });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Accepting from the panel: it stays open and shows the deal. */
export const AcceptInPanel: Story = {
  parameters: {
    msw: {
      handlers: [
        ...allRows,
        statusHandler('accepted', { ...pending, status: 'accepted', deal: { id: 9, tasks: [] } }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    const { body, panel } = await openPanelWithKeyboard(canvasElement, 'Marc Soler');
    await userEvent.click(within(panel).getByRole('button', { name: /^Accept Marc Soler/ }));
    const confirm = await body.findByRole('alertdialog', { name: /Accept Marc Soler/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await within(panel).findByText(i18n._(DEAL_CREATED_LABEL))).toBeVisible();
    await expect(within(panel).getByRole('link', { name: /View Deal/ })).toHaveAttribute(
      'href',
      '/app/brand/deals/9',
    );
    await expect(body.getByRole('dialog', { name: 'Marc Soler’s profile' })).toBeVisible();
  },
};

/** At 375 px the panel takes the whole screen, and nothing scrolls sideways. */
export const ProfilePanelOnPhone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    const { panel } = await openPanelWithKeyboard(canvasElement, 'Marc Soler');
    await within(panel).findByRole('heading', { level: 2, name: 'Marc Soler' });
    // The whole screen: as wide and as tall as the window.
    await waitFor(() =>
      expect(panel.getBoundingClientRect()).toMatchObject({
        x: 0,
        y: 0,
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
    const scroller = panel.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    await expect(scroller?.scrollWidth).toBeLessThanOrEqual(scroller?.clientWidth ?? 0);
    await expect(within(panel).getByRole('button', { name: /^Accept Marc Soler/ })).toBeVisible();
  },
};

/** Select two pending applications, write one message, decline both with one call. */
export const BulkDecline: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Marc Soler' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Pau Serra' }));
    const selection = within(canvas.getByRole('region', { name: 'Selected applications' }));
    await expect(selection.getByText('2 applications selected')).toBeVisible();

    await userEvent.click(selection.getByRole('button', { name: 'Decline selected' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Decline 2 applications?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message to the creators (optional)' }),
      'Thank you! We chose creators closer to Gràcia this time.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline 2 applications' }));

    await expect(await canvas.findByText('2 applications declined.')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // The selection bar is gone: focus is on the list's heading.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Applications' })).toHaveFocus(),
    );
    await expect(declines).toEqual([
      {
        application_ids: [32, 34],
        message: 'Thank you! We chose creators closer to Gràcia this time.',
      },
    ]);
    // The list is read again: both are rejected now, and nothing is selected.
    await waitFor(() =>
      expect(within(cardOf(canvasElement, 'Marc Soler')).getByText('Rejected')).toBeVisible(),
    );
    await expect(within(cardOf(canvasElement, 'Pau Serra')).getByText('Rejected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rejected 3' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Selected applications' })).toBeNull();
  },
};

/** Every pending application on screen at once, and none again. */
export const SelectEveryPending: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    const all = canvas.getByRole('checkbox', { name: 'Select every pending application' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Pau Serra' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Select Marc Soler' })).toBeChecked();
    await expect(canvas.getByText('2 applications selected')).toBeVisible();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Select Marc Soler' })).not.toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Selected applications' })).toBeNull();
  },
};

/** Without a message, `message` is null. */
export const BulkDeclineWithoutMessage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Pau Serra' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Pau Serra' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decline selected' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Decline 1 application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline 1 application' }));
    await expect(await canvas.findByText('1 application declined.')).toBeVisible();
    await expect(declines).toEqual([{ application_ids: [34], message: null }]);
  },
};

/** A refused decline says why in the dialog and keeps the message and the selection. */
export const BulkDeclineFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(DECLINE_PATH, ({ response }) =>
          response(422).json({
            message: 'Only pending applications can be declined.',
            errors: { application_ids: ['Only pending applications can be declined.'] },
          }),
        ),
        ...allRows,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Marc Soler' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Pau Serra' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decline selected' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Decline 2 applications?' });
    const field = within(dialog).getByRole('textbox', {
      name: 'Message to the creators (optional)',
    });
    await userEvent.type(field, 'Not this time, thank you!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline 2 applications' }));

    await expect(
      await within(dialog).findByText('Only pending applications can be declined.'),
    ).toBeVisible();
    await expect(field).toHaveValue('Not this time, thank you!');
    // Closed and opened again, the message is still there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Decline selected' })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Select Marc Soler' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline selected' }));
    await expect(
      within(await body.findByRole('alertdialog')).getByRole('textbox', {
        name: 'Message to the creators (optional)',
      }),
    ).toHaveValue('Not this time, thank you!');
    await expect(canvas.queryByText(/declined\.$/)).toBeNull();
  },
};

/** Published: its public page, Copy link ("Link copied") and Unpublish beside the title. */
export const PublishedLinks: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('heading', { level: 1, name: proposal.name });
    await expect(canvas.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      `/proposals/${proposal.slug}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied')).toBeVisible();
    await expect(args.copyText).toHaveBeenCalledWith(
      `${window.location.origin}/proposals/${proposal.slug}`,
    );
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  },
};

/**
 * Unpublish asks first (creators will no longer see it; pending applications stay); Cancel keeps
 * it published; Unpublish saves the proposal as it is, inactive.
 */
export const UnpublishConfirm: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(operationRoutes.updateBrandProposal.path, async ({ request, response }) => {
          const body = await request.json();
          saved.push(body);
          return response(200).json({ ...fixtures.updateBrandProposal, status: body.status });
        }),
      ],
    },
  },
  beforeEach: () => {
    saved.length = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: proposal.name });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    let dialog = await body.findByRole('alertdialog', { name: 'Unpublish this proposal?' });
    await expect(dialog).toHaveTextContent('Creators will no longer see it on Colla');
    await expect(dialog).toHaveTextContent('Pending applications stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(saved).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    dialog = await body.findByRole('alertdialog', { name: 'Unpublish this proposal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(saved).toHaveLength(1);
    await expect(saved[0]).toMatchObject({
      status: 'inactive',
      name: proposal.name,
      brand_id: proposal.brand_id,
      remove_image: false,
    });
  },
};

/** A draft is not public yet: no public link, no Unpublish (Publish is in the form). */
export const DraftHasNoPublicLinks: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PROPOSAL_PATH, ({ response }) =>
          response(200).json({ ...proposal, status: 'draft' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: proposal.name });
    await expect(canvas.queryByRole('link', { name: 'View public page' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [notFoundHandler(PROPOSAL_PATH, 'Proposal not found.')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(BRAND_PROPOSAL_NOT_FOUND_MESSAGE))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Applications to this proposal' })).toBeNull();
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
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Laia Puig' })).toBeVisible();
  },
};

/** At 375 px each application is a card that fits the width. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    const card = within(cardOf(canvasElement, 'Marc Soler'));
    await expect(card.getByText('May 29, 2026')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Accept/ })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** In Catalan on a phone: the proposal, the review's cards, filters and actions read in Catalan. */
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
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    await expect(canvas.getByRole('heading', { name: 'Sol·licituds' })).toBeVisible();
    const statuses = within(canvas.getByRole('group', { name: 'Filtra per estat' }));
    await expect(statuses.getByRole('button', { name: 'Totes 4' })).toBeVisible();
    await expect(statuses.getByRole('button', { name: 'Pendent 2' })).toBeVisible();
    await expect(statuses.getByRole('button', { name: 'Rebutjada 1' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Ordena per' })).toHaveTextContent(
      'Més recents',
    );
    await expect(canvas.getByRole('switch', { name: 'Compleix tots els requisits' })).toBeVisible();

    const marc = within(cardOf(canvasElement, 'Marc Soler'));
    await expect(marc.getByText('Pendent')).toBeVisible();
    await expect(marc.getByText(/^29 de maig/)).toBeVisible();
    await expect(marc.getByText('Instagram · 22.400 seguidors')).toBeVisible();
    await expect(marc.getByText('4 col·laboracions completades')).toBeVisible();
    await expect(marc.getByText('Compleix tots els requisits')).toBeVisible();
    await expect(
      marc.getByRole('button', { name: 'Accepta la sol·licitud de Marc Soler' }),
    ).toBeVisible();
    await expect(
      marc.getByRole('button', { name: 'Rebutja la sol·licitud de Marc Soler' }),
    ).toBeVisible();
    await expect(marc.getByRole('button', { name: 'Obre el perfil: Marc Soler' })).toBeVisible();
    const nuria = within(cardOf(canvasElement, 'Núria Vidal'));
    await expect(nuria.getByText('Sol·licitud rebutjada')).toBeVisible();
    await expect(nuria.getByText('No consta al perfil')).toBeVisible();
    await expect(nuria.getByText('No compleix')).toBeVisible();
    const laia = within(cardOf(canvasElement, 'Laia Puig'));
    await expect(laia.getByText('Col·laboració creada')).toBeVisible();
    await expect(laia.getByText('1 de 3 tasques completades')).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecciona Marc Soler' }));
    await expect(canvas.getByText('1 sol·licitud seleccionada')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rebutja les seleccionades' })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** In Spanish on a phone: the review reads in Spanish and fits the width. */
export const SpanishOnPhone: Story = {
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Marc Soler' });
    await expect(canvas.getByRole('heading', { name: 'Solicitudes' })).toBeVisible();
    const marc = within(cardOf(canvasElement, 'Marc Soler'));
    await expect(marc.getByText('Pendiente')).toBeVisible();
    await expect(marc.getByText('29 de mayo de 2026')).toBeVisible();
    await expect(marc.getByText('Cumple todos los requisitos')).toBeVisible();
    await expect(
      marc.getByRole('button', { name: 'Acepta la solicitud de Marc Soler' }),
    ).toBeVisible();
    await expect(
      marc.getByRole('button', { name: 'Rechaza la solicitud de Marc Soler' }),
    ).toBeVisible();
    const laia = within(cardOf(canvasElement, 'Laia Puig'));
    await expect(laia.getByText('Colaboración creada')).toBeVisible();
    await expect(laia.getByText('1 de 3 tareas completadas')).toBeVisible();
    await expect(laia.getByRole('link', { name: /colaboración/ })).toHaveAttribute(
      'href',
      '/app/brand/deals/8',
    );
    await noSidewaysScroll();
  },
};
