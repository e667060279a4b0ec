import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { errorBody, fixtures, http } from '@colla/mocks';
import { MobileBottomBar } from '@colla/ui/patterns/app-shell';
import { CalendarDays, Handshake, House, MessageCircle } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type HttpHandler } from 'msw';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atDesktopWidth, desktop, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { forbiddenHandler } from '../test-support/list-stories';
import {
  expectNoTryAgain,
  loadingStory,
  notFoundHandler,
  serverErrorStory,
  steps,
} from '../test-support/state-stories';
import { expectAlertSays } from '../deals/translated-stories';
import { CreatorProposalScreen } from './creator-proposal-screen';
import {
  ALREADY_APPLIED_MESSAGE,
  APPLICATION_SENT_MESSAGE,
  APPLICATION_STATUS_MESSAGES,
  CREATOR_PROPOSAL_FORBIDDEN_MESSAGE,
  CREATOR_PROPOSAL_LOAD_ERROR_HEADING,
  CREATOR_PROPOSAL_NOT_FOUND_HEADING,
  CREATOR_PROPOSAL_NOT_FOUND_MESSAGE,
  PROPOSAL_CLOSED_MESSAGE,
  type ProposalTaskTemplate,
} from './creator-proposal-view';
import { APPLY_HINT } from './apply-sheet';
import type { CreatorProfile } from './profile-match';
import type { CreatorApplication, CreatorProposal, CreatorProposalDetail } from './proposal-labels';

const PROPOSAL_PATH = operationRoutes.getCreatorProposal.path;
const APPLY_PATH = operationRoutes.applyToProposal.path;
const PROFILE_PATH = operationRoutes.getMyCreatorProfile.path;

const [, listedVermut] = fixtures.listCreatorProposals.data as [CreatorProposal, CreatorProposal];
/** Summer vermut in Gràcia: 21 to 40, Instagram, 5,000 followers; not applied yet. */
const vermut: CreatorProposalDetail = {
  ...listedVermut,
  my_application: null,
  task_templates: [],
  invite: null,
};
const pending = fixtures.applyToProposal;
const laia: CreatorProfile = fixtures.getMyCreatorProfile;
const TODAY = '2026-06-15';

const applicationOf = (overrides: Partial<CreatorApplication>): CreatorApplication => ({
  ...pending,
  proposal: { id: vermut.id, name: vermut.name, slug: vermut.slug },
  message: 'Hola! I post weekly vermut spots in Gràcia and would love to feature your terrace.',
  ...overrides,
});

/** Every body the apply handler received. */
let posts: unknown[] = [];

function proposalHandler(proposal: CreatorProposalDetail | (() => CreatorProposalDetail) = vermut) {
  return http.get(PROPOSAL_PATH, ({ response }) =>
    response(200).json(typeof proposal === 'function' ? proposal() : proposal),
  );
}

function profileHandler(profile: CreatorProfile = laia) {
  return http.get(PROFILE_PATH, ({ response }) => response(200).json(profile));
}

/** A story's `parameters`: the proposal, Laia's profile, and the `more` handlers the story needs. */
const serving = (
  proposal: CreatorProposalDetail | (() => CreatorProposalDetail),
  ...more: HttpHandler[]
) => ({ msw: { handlers: [proposalHandler(proposal), profileHandler(), ...more] } });

/** Records the body and answers with a pending application carrying the message. */
const applyHandler = http.post(APPLY_PATH, async ({ request, response }) => {
  const body: { message?: string } = await request.json();
  posts.push(body);
  return response(201).json(applicationOf({ message: body.message ?? null }));
});

const meta = {
  title: 'Features/Creator/Proposal',
  component: CreatorProposalScreen,
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
  args: {
    proposalId: vermut.id,
    today: TODAY,
    proposalsHref: '/app/creator/proposals',
    dealHref: (id: number) => `/app/creator/deals/${id}`,
    profileHref: '/app/creator/settings',
    brandHref: (slug: string) => `/app/creator/brands/${slug}`,
  },
  globals: phone,
  beforeEach: () => {
    posts = [];
  },
  parameters: { msw: { handlers: [proposalHandler(), profileHandler(), applyHandler] } },
} satisfies Meta<typeof CreatorProposalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const checklist = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Your profile against the requirements' }));

type Canvas = ReturnType<typeof within>;
/** The sheet and its dialogs live in a portal, outside the story's canvas. */
const screen = within(document.body);

/** The portal's tab bar under the story (phones), as the creator area draws it. */
const withTabBar: Decorator = (Story) => (
  <>
    <Story />
    <MobileBottomBar
      items={[
        { label: 'Home', href: '/app/creator/dashboard', icon: House },
        { label: 'Deals', href: '/app/creator/deals', icon: Handshake },
        { label: 'Calendar', href: '/app/creator/calendar', icon: CalendarDays },
        { label: 'Chat', href: '/app/creator/chat', icon: MessageCircle },
      ]}
    />
  </>
);

/** Presses the Apply bar (phones) or card (desktop): the sheet opens at its note. */
async function openSheet(canvas: Canvas, apply = 'Apply', title = 'Apply to this proposal') {
  await userEvent.click(await canvas.findByRole('button', { name: apply }));
  return within(await screen.findByRole('dialog', { name: title }));
}

/** Types the note (if any) and goes on to the confirm step. */
async function reviewWith(sheet: Canvas, note = '') {
  if (note)
    await userEvent.type(sheet.getByRole('textbox', { name: /Message to the brand/ }), note);
  await userEvent.click(sheet.getByRole('button', { name: 'Review application' }));
  return within(await screen.findByRole('dialog', { name: 'Send application?' }));
}

/** Opens the sheet, writes the note, and sends it from the confirm step. */
async function applyWith(canvas: Canvas, note = '') {
  const confirm = await reviewWith(await openSheet(canvas), note);
  await userEvent.click(confirm.getByRole('button', { name: 'Send application' }));
  return confirm;
}

/** The element lies wholly inside the window, as first drawn (nothing scrolled). */
async function inFirstScreen(element: HTMLElement) {
  await expect(window.scrollY).toBe(0);
  const rect = element.getBoundingClientRect();
  await expect(rect.top).toBeGreaterThanOrEqual(0);
  await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
}

/**
 * Everything a creator needs to decide and the profile check (phone), with the Apply bar pinned
 * above the tab bar from the first screen: what the brand offers, until when, and Apply.
 */
export const ReadyToApply: Story = {
  decorators: [withTabBar],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('img', { name: vermut.name })).toBeVisible();
    // Who is behind it: the brand card opens the brand's page.
    await expect(
      canvas.getByRole('link', { name: /Vermut Gràcia.*La Vila de Gràcia/ }),
    ).toHaveAttribute('href', '/app/creator/brands/vermut-gracia');
    for (const text of [
      'Instagram',
      'Video and pictures',
      'Catalan',
      'June 1, 2026 – July 15, 2026',
      'July 10, 2026',
      'Within 14 days of the visit',
      'One Instagram Reel and three Stories tagging @vermutgracia.',
      'Sunday vermut in Gràcia, made in the neighbourhood.',
      'Natural light on the terrace; show the pour with an olive and a slice of orange.',
      '#terrace',
      'Nightlife',
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByText(/Spend a Sunday noon on our terrace/)).toBeVisible();
    await expect(canvas.getByText(/5,000\+ Instagram followers/)).toBeVisible();
    const lines = await checklist(canvas);
    await expect(lines.getAllByText('Meets')).toHaveLength(3);
    await expect(lines.getByText('Aged 21 to 40')).toBeVisible();
    await expect(lines.getByText('You are 30.')).toBeVisible();
    await expect(lines.getByText('You have 48,200 on Instagram.')).toBeVisible();
    const offer = 'Tasting for two plus a bottle of house vermut';
    // In the facts, and again in the Apply bar.
    await expect(canvas.getAllByText(offer).filter((text) => text.checkVisibility())).toHaveLength(
      2,
    );
    const bar = canvas.getByRole('region', { name: 'Apply to this proposal' });
    await inFirstScreen(bar);
    await expect(
      within(bar).getByText('Tasting for two plus a bottle of house vermut'),
    ).toBeVisible();
    await expect(within(bar).getByText('Until July 15, 2026')).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Apply' })).toBeVisible();
    // Above the tab bar, not under it.
    const tabs = canvas.getByRole('navigation', { name: 'Main' });
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      tabs.getBoundingClientRect().top + 1,
    );
    // The note is written in the sheet, not on the page.
    await expect(canvas.queryByRole('textbox', { name: /Message to the brand/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to proposals' })).toHaveAttribute(
      'href',
      '/app/creator/proposals',
    );
    await noSidewaysScroll();
  },
};

/**
 * Applying from the first screen: Apply opens the sheet with the hint of what brands like to
 * read, the note counts its characters, "Send application?" sums it up, and only Send sends the
 * note typed; then the pending status replaces Apply.
 */
export const Apply: Story = {
  decorators: [withTabBar],
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet.getByText(i18n._(APPLY_HINT))).toBeVisible();
    await expect(sheet.getByText(`${vermut.name} · Vermut Gràcia`)).toBeVisible();
    const note = sheet.getByRole('textbox', { name: /Message to the brand/ });
    await expect(note).toHaveFocus();
    await expect(note).toHaveAccessibleDescription(/Brands like to read why this fits you/);
    await userEvent.type(note, 'I film Sunday vermut rituals across Gràcia every week.');
    await expect(sheet.getByText('54 / 2000 characters')).toBeVisible();
    await expect(note).toHaveAttribute('maxlength', '2000');
    // A phone's sheet rises from the bottom edge.
    const dialog = screen.getByRole('dialog');
    await expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const confirm = await reviewWith(sheet);
    await expect(posts).toEqual([]);
    const summary = screen.getByRole('dialog', { name: 'Send application?' });
    await expect(summary).toHaveTextContent(/What you get\s*Tasting for two plus a bottle/);
    await expect(summary).toHaveTextContent(
      /Your message\s*I film Sunday vermut rituals across Gràcia every week\./,
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Send application' }));
    const heading = await canvas.findByRole('heading', { name: 'Application sent' });
    const status = heading.closest<HTMLElement>('[role="status"]') ?? document.body;
    await expect(status).toHaveTextContent(i18n._(APPLICATION_SENT_MESSAGE));
    await expect(within(status).getByText('Pending')).toBeVisible();
    await expect(posts).toEqual([
      { message: 'I film Sunday vermut rituals across Gràcia every week.' },
    ]);
    // No way to apply twice.
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Apply to this proposal' })).toBeNull();
    await waitFor(() => expect(status).toHaveFocus());
    await noSidewaysScroll();
  },
};

/**
 * Nothing is sent by one tap: Apply only opens the sheet, Review only asks, and Cancel or Edit
 * message go back without sending; the note typed stays for the next time.
 */
export const NothingSentByOneTap: Story = {
  play: async ({ canvas }) => {
    let sheet = await openSheet(canvas);
    await expect(posts).toEqual([]);
    await userEvent.type(sheet.getByRole('textbox', { name: /Message to the brand/ }), 'Hola!');
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    sheet = await openSheet(canvas);
    await expect(sheet.getByRole('textbox', { name: /Message to the brand/ })).toHaveValue('Hola!');
    const confirm = await reviewWith(sheet);
    await expect(posts).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Edit message' }));
    const back = within(await screen.findByRole('dialog', { name: 'Apply to this proposal' }));
    await expect(back.getByRole('textbox', { name: /Message to the brand/ })).toHaveValue('Hola!');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(posts).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
  },
};

/** The note is optional: the summary says so, and an empty one sends an empty body. */
export const ApplyWithoutMessage: Story = {
  play: async ({ canvas }) => {
    const confirm = await reviewWith(await openSheet(canvas));
    await expect(confirm.getByText('No message: the brand sees your profile.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('heading', { name: 'Application sent' })).toBeVisible();
    await expect(posts).toEqual([{}]);
  },
};

/** While sending, Send shows it and a second press sends nothing; the sheet stays. */
export const Submitting: Story = {
  parameters: serving(
    vermut,
    http.post(APPLY_PATH, async ({ request, response }) => {
      posts.push(await request.json());
      await delay('infinite');
      return response(201).json(pending);
    }),
  ),
  play: async ({ canvas }) => {
    const confirm = await reviewWith(await openSheet(canvas), 'Me!');
    const send = confirm.getByRole('button', { name: 'Send application' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(send);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Send application?' })).toBeVisible();
    await expect(posts).toEqual([{ message: 'Me!' }]);
  },
};

/** Opened again later: the pending application and its note replace the form. */
export const AlreadyApplied: Story = {
  parameters: serving({ ...vermut, my_application: applicationOf({}) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your application' })).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText(i18n._(APPLICATION_SENT_MESSAGE))).toBeVisible();
    await expect(canvas.getByText('Applied on June 10, 2026')).toBeVisible();
    await expect(canvas.getByText(/I post weekly vermut spots in Gràcia/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
  },
};

/** Accepted: the status and the way to the deal. */
export const Accepted: Story = {
  parameters: serving({
    ...vermut,
    my_application: applicationOf({ status: 'accepted', deal: { id: 12, tasks: [] } }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Accepted')).toBeVisible();
    await expect(canvas.getByText(i18n._(APPLICATION_STATUS_MESSAGES.accepted))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Deal' })).toHaveAttribute(
      'href',
      '/app/creator/deals/12',
    );
    await noSidewaysScroll();
  },
};

/** Rejected: said kindly, with the way back to other proposals. */
export const Rejected: Story = {
  parameters: serving({ ...vermut, my_application: applicationOf({ status: 'rejected' }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rejected')).toBeVisible();
    await expect(canvas.getByText(i18n._(APPLICATION_STATUS_MESSAGES.rejected))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse proposals' })).toHaveAttribute(
      'href',
      '/app/creator/proposals',
    );
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
  },
};

let applied = false;

/** Applied from another tab: the 409 reads the proposal again and shows the status. */
export const AlreadyAppliedConflict: Story = {
  beforeEach: () => {
    applied = false;
  },
  parameters: serving(
    () => (applied ? { ...vermut, my_application: applicationOf({}) } : vermut),
    http.post(APPLY_PATH, async ({ request, response }) => {
      posts.push(await request.json());
      applied = true;
      return response(409).json(errorBody(i18n._(ALREADY_APPLIED_MESSAGE)));
    }),
  ),
  play: async ({ canvas }) => {
    await applyWith(canvas, 'Count me in!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The panel is drawn again once the proposal is read back: look for it each time.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Your application' })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText('Pending')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(posts).toEqual([{ message: 'Count me in!' }]);
  },
};

/**
 * The server rejects the note: the sheet goes back to it, the reason sits under the field, the
 * text stays, focus goes there.
 */
export const ValidationError: Story = {
  parameters: serving(
    vermut,
    http.post(APPLY_PATH, ({ response }) =>
      response(422).json({
        message: 'The message field must not be greater than 2000 characters.',
        errors: {
          message: ['The message field must not be greater than 2000 characters.'],
        },
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await applyWith(canvas, 'A long story about vermut.');
    const sheet = within(await screen.findByRole('dialog', { name: 'Apply to this proposal' }));
    await expect(
      await sheet.findByText('The message field must not be greater than 2000 characters.'),
    ).toBeVisible();
    const message = sheet.getByRole('textbox', { name: /Message to the brand/ });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue('A long story about vermut.');
    await waitFor(() => expect(message).toHaveFocus());
    await expect(screen.queryByRole('alert')).toBeNull();
    await noSidewaysScroll();
  },
};

/** The server fails: an alert in the confirm step, the text kept, and Try again sends again. */
export const ApplyServerError: Story = {
  parameters: serving(
    vermut,
    http.post(APPLY_PATH, async ({ request, response }) => {
      posts.push(await request.json());
      return posts.length === 1
        ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
        : response(201).json(applicationOf({}));
    }),
  ),
  play: async ({ canvas }) => {
    const confirm = await applyWith(canvas, 'Sunday noon works for me.');
    const alert = await confirm.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(confirm.getByText('Sunday noon works for me.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Edit message' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Apply to this proposal' }));
    await expect(sheet.getByRole('textbox', { name: /Message to the brand/ })).toHaveValue(
      'Sunday noon works for me.',
    );
    const again = await reviewWith(sheet);
    await userEvent.click(again.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { name: 'Application sent' })).toBeVisible();
    await expect(posts).toEqual([
      { message: 'Sunday noon works for me.' },
      { message: 'Sunday noon works for me.' },
    ]);
  },
};

/** Too many attempts (a proxy's 429): when to try again, from its `Retry-After`; the note stays. */
export const ApplyTooManyAttempts: Story = {
  parameters: serving(
    vermut,
    http.post(APPLY_PATH, async ({ request, response }) => {
      posts.push(await request.json());
      return response.untyped(
        Response.json(errorBody('Too Many Attempts.'), {
          status: 429,
          headers: { 'Retry-After': '120' },
        }),
      );
    }),
  ),
  play: async ({ canvas }) => {
    const confirm = await applyWith(canvas, 'Sunday noon works for me.');
    const alert = await confirm.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(confirm.getByText('Sunday noon works for me.')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(posts).toHaveLength(1);
    await noSidewaysScroll();
  },
};

const strict: CreatorProposalDetail = {
  ...vermut,
  settings: {
    ...vermut.settings,
    age_min: 18,
    age_max: 25,
    gender: 'man',
    platform: 'tiktok',
    min_followers: 20000,
  },
};

/** The profile misses some requirements: said plainly, and applying is still possible. */
export const ProfileMismatch: Story = {
  parameters: { msw: { handlers: [proposalHandler(strict), profileHandler(), applyHandler] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: vermut.name });
    const lines = await checklist(canvas);
    await expect(lines.getAllByText('Does not meet')).toHaveLength(3);
    await expect(lines.getByText('Aged 18 to 25')).toBeVisible();
    await expect(lines.getByText('Men only')).toBeVisible();
    await expect(lines.getByText('Your profile says woman.')).toBeVisible();
    await expect(lines.getByText('At least 20,000 followers')).toBeVisible();
    await expect(lines.getByText('You have 12,900 on TikTok.')).toBeVisible();
    await expect(lines.getByText('Posts on TikTok')).toBeVisible();
    await expect(lines.getByText('Meets')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await noSidewaysScroll();
  },
};

/** The profile lacks what the brand asks about: each line says what to add, with the way there. */
export const ProfileMissingFields: Story = {
  parameters: {
    msw: {
      handlers: [
        proposalHandler(strict),
        profileHandler({
          ...laia,
          birth_date: null,
          gender: null,
          tiktok_handle: null,
          tiktok_followers: null,
        }),
        applyHandler,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: vermut.name });
    const lines = await checklist(canvas);
    await expect(lines.getAllByText('Add this to your profile')).toHaveLength(4);
    await expect(lines.getByText('Add your date of birth to your profile.')).toBeVisible();
    await expect(lines.getByText('Add your gender to your profile.')).toBeVisible();
    await expect(lines.getByText('Add your TikTok account to your profile.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/app/creator/settings',
    );
  },
};

/** The profile cannot be read: the checklist steps aside, applying still works. */
export const ProfileUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        proposalHandler(),
        http.get(PROFILE_PATH, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
        applyHandler,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We couldn’t read your profile/)).toBeVisible();
    await applyWith(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Application sent' })).toBeVisible();
  },
};

const templates: ProposalTaskTemplate[] = [
  {
    id: 2,
    name: 'Post the Reel and three Stories',
    description: 'Tag @vermutgracia and add the terrace location.',
    assignee_type: 'creator',
    days_to_complete: 14,
    sort_order: 1,
  },
  {
    id: 1,
    name: 'Book your Sunday tasting',
    description: '',
    assignee_type: 'creator',
    days_to_complete: 7,
    sort_order: 0,
  },
  {
    id: 3,
    name: 'Share the Reel on the brand account',
    description: '',
    assignee_type: 'brand',
    days_to_complete: 1,
    sort_order: 2,
  },
];
const withTemplates = { ...vermut, task_templates: templates };

/** When the answer carries the proposal's task templates, the creator sees them in order. */
export const TaskTemplates: Story = {
  parameters: { msw: { handlers: [proposalHandler(withTemplates), profileHandler()] } },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('heading', { name: 'Your tasks once accepted' });
    await expect(section).toBeVisible();
    const tasks = within(section.parentElement ?? document.body).getAllByRole('heading', {
      level: 3,
    });
    await expect(tasks.map((task) => task.textContent)).toEqual([
      'Book your Sunday tasting',
      'Post the Reel and three Stories',
      'Share the Reel on the brand account',
    ]);
    await expect(canvas.getByText('You · Due 14 days after the deal starts')).toBeVisible();
    await expect(canvas.getByText('The brand · Due 1 day after the deal starts')).toBeVisible();
  },
};

const invited: CreatorProposalDetail = {
  ...vermut,
  invite: {
    brand_name: 'Vermut Gràcia',
    message: 'We love your Gràcia stories. Come for a Sunday vermut?',
    created_at: '2026-06-12T09:00:00Z',
  },
};

/** A brand invited the creator: "Vermut Gràcia invited you" with its message, above Apply. */
export const Invited: Story = {
  parameters: serving(invited, applyHandler),
  play: async ({ canvas }) => {
    const banner = await canvas.findByText('Vermut Gràcia invited you');
    const alert = banner.closest('[data-slot="invite-banner"]');
    await expect(alert).toHaveTextContent('We love your Gràcia stories. Come for a Sunday vermut?');
    await expect(alert).toHaveTextContent('June 12, 2026');
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(
      alert && alert.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** The invitation in Catalan, on a phone. */
export const InvitedInCatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  parameters: serving(invited, applyHandler),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vermut Gràcia t’ha convidat')).toBeVisible();
    await noSidewaysScroll();
  },
};

/** The usage rights next to the proposal's facts: the creator reads them before applying. */
const expectUsageRights = async (
  canvas: ReturnType<typeof within>,
  label: string,
  text: string,
) => {
  const term = await canvas.findByText(label, { selector: 'dt' });
  await expect(term.nextElementSibling).toHaveTextContent(text);
  await expect(term.nextElementSibling).toBeVisible();
};

/** Own channels for 6 months, in English on a phone. */
export const UsageRightsOnPhone: Story = {
  parameters: serving({ ...vermut, usage_rights: { scope: 'own_channels', months: 6 } }),
  play: async ({ canvas }) => {
    await expectUsageRights(
      canvas,
      'Usage rights',
      'The brand may use your content on its own channels only, for 6 months.',
    );
    await noSidewaysScroll();
  },
};

/** Also in paid ads, without time limit, in Catalan on a desktop. */
export const UsageRightsInCatalan: Story = {
  globals: { ...desktop, locale: 'ca' },
  parameters: serving({ ...vermut, usage_rights: { scope: 'paid_ads', months: null } }),
  play: async ({ canvas }) => {
    await expectUsageRights(
      canvas,
      'Drets d’ús',
      'La marca pot fer servir el teu contingut als seus canals i també en anuncis de pagament, sense límit de temps.',
    );
  },
};

/** Also in paid ads for 3 months, in Spanish on a phone. */
export const UsageRightsInSpanishOnPhone: Story = {
  globals: { ...phone, locale: 'es' },
  parameters: serving({ ...vermut, usage_rights: { scope: 'paid_ads', months: 3 } }),
  play: async ({ canvas }) => {
    await expectUsageRights(
      canvas,
      'Derechos de uso',
      'La marca puede usar tu contenido en sus canales y también en anuncios de pago, durante 3 meses.',
    );
    await noSidewaysScroll();
  },
};

/** A closed proposal (inactive) the creator never applied to: said plainly, no Apply. */
export const ProposalClosed: Story = {
  parameters: serving({ ...vermut, status: 'inactive' }, applyHandler),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Applications closed' })).toBeVisible();
    await expect(canvas.getByText(i18n._(PROPOSAL_CLOSED_MESSAGE))).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Apply to this proposal' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Browse proposals' })).toHaveAttribute(
      'href',
      '/app/creator/proposals',
    );
    await noSidewaysScroll();
  },
};

export const Loading: Story = loadingStory(PROPOSAL_PATH, 'Loading proposal…', {
  handlers: [profileHandler()],
  then: noSidewaysScroll,
});

export const NotFound: Story = {
  parameters: { msw: { handlers: [notFoundHandler(PROPOSAL_PATH), profileHandler()] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: i18n._(CREATOR_PROPOSAL_NOT_FOUND_HEADING),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(CREATOR_PROPOSAL_NOT_FOUND_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse proposals' })).toHaveAttribute(
      'href',
      '/app/creator/proposals',
    );
  },
};

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: [forbiddenHandler(PROPOSAL_PATH), forbiddenHandler(PROFILE_PATH)] },
  },
  play: steps(
    async ({ canvas }) => {
      await expect(
        await canvas.findByText(i18n._(CREATOR_PROPOSAL_FORBIDDEN_MESSAGE)),
      ).toBeVisible();
    },
    expectNoTryAgain,
    async ({ canvas }) => {
      await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    },
  ),
};

/** Loading fails; Try Again reads the proposal again. */
const proposalError = serverErrorStory(PROPOSAL_PATH, vermut, {
  alert: [],
  handlers: [profileHandler()],
  recovered: async ({ canvas }, calls) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: vermut.name })).toBeVisible();
    await expect(calls()).toBe(2);
  },
});
export const ServerError: Story = {
  ...proposalError,
  play: steps(expectAlertSays(CREATOR_PROPOSAL_LOAD_ERROR_HEADING), proposalError.play),
};

/**
 * Desktop: the details on the left; beside them a card that stays in view with what the brand
 * offers, until when, the hint and Apply, which opens a centred dialog (no bar).
 */
export const Desktop: Story = {
  globals: desktop,
  parameters: {
    msw: { handlers: [proposalHandler(withTemplates), profileHandler(), applyHandler] },
  },
  play: async ({ canvas }) => {
    await atDesktopWidth();
    const title = await canvas.findByRole('heading', { level: 1, name: vermut.name });
    const aside = canvas.getByRole('complementary', { name: 'Application' });
    await expect(aside.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().right - 1,
    );
    await inFirstScreen(within(aside).getByRole('button', { name: 'Apply' }));
    await expect(
      within(aside).getByText('Tasting for two plus a bottle of house vermut'),
    ).toBeVisible();
    await expect(within(aside).getByText('Until July 15, 2026')).toBeVisible();
    await expect(within(aside).getByText(i18n._(APPLY_HINT))).toBeVisible();
    // No bar on a desktop: one Apply, in the card.
    await expect(canvas.getAllByRole('button', { name: 'Apply' })).toHaveLength(1);
    const sheet = await openSheet(within(aside));
    // Centred, not a sheet from the bottom edge.
    const box = screen.getByRole('dialog').getBoundingClientRect();
    await expect(box.bottom).toBeLessThan(window.innerHeight - 16);
    await expect(box.left).toBeGreaterThan(16);
    const confirm = await reviewWith(sheet, 'Terrace Sundays are my favourite content.{Enter}Ciao');
    await expect(posts).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('heading', { name: 'Application sent' })).toBeVisible();
    await expect(posts).toEqual([{ message: 'Terrace Sundays are my favourite content.\nCiao' }]);
  },
};

/**
 * In Catalan on a phone: the offer, the brief, the tasks with their due phrases, the profile
 * check and the form read in Catalan (dates and counts too); nothing scrolls sideways.
 */
export const PhoneInCatalan: Story = {
  globals: { ...phone, locale: 'ca' },
  parameters: {
    msw: { handlers: [proposalHandler(withTemplates), profileHandler(), applyHandler] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: vermut.name })).toBeVisible();
    await expect(canvas.getByText('Què ofereix la marca')).toBeVisible();
    await expect(canvas.getByText('Vídeo i fotos')).toBeVisible();
    await expect(canvas.getByText('1 de juny del 2026 – 15 de juliol del 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Què has de crear' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Les teves tasques un cop acceptada' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Tu · Venç 14 dies després de començar la col·laboració'),
    ).toBeVisible();
    await expect(
      canvas.getByText('La marca · Venç 1 dia després de començar la col·laboració'),
    ).toBeVisible();
    const lines = within(
      await canvas.findByRole('list', { name: 'El teu perfil comparat amb els requisits' }),
    );
    await expect(lines.getAllByText('Compleix')).toHaveLength(3);
    await expect(lines.getByText('D’entre 21 i 40 anys')).toBeVisible();
    await expect(lines.getByText('Tens 30 anys.')).toBeVisible();
    await expect(lines.getByText('En tens 48.200 a Instagram.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Torna a les propostes' })).toBeVisible();
    await noSidewaysScroll();
    const bar = canvas.getByRole('region', { name: 'Sol·licita aquesta proposta' });
    await inFirstScreen(bar);
    await expect(within(bar).getByText('Fins al dia 15 de juliol del 2026')).toBeVisible();
    const sheet = await openSheet(canvas, 'Sol·licita', 'Sol·licita aquesta proposta');
    await expect(sheet.getByText(/Les marques volen llegir/)).toBeVisible();
    await userEvent.type(
      sheet.getByRole('textbox', { name: /Missatge per a la marca \(opcional\)/ }),
      'Bon vermut!',
    );
    await expect(sheet.getByText('11 / 2000 caràcters')).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Revisa la sol·licitud' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Vols enviar la sol·licitud?' }),
    );
    await expect(confirm.getByText('Bon vermut!')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Envia la sol·licitud' }));
    await expect(await canvas.findByRole('heading', { name: 'Sol·licitud enviada' })).toBeVisible();
    await expect(posts).toEqual([{ message: 'Bon vermut!' }]);
  },
};

/** In Spanish on a phone: the bar, the sheet and its confirm step read in Spanish. */
export const PhoneInSpanish: Story = {
  globals: { ...phone, locale: 'es' },
  decorators: [withTabBar],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: vermut.name })).toBeVisible();
    const bar = canvas.getByRole('region', { name: 'Solicita esta propuesta' });
    await inFirstScreen(bar);
    await expect(within(bar).getByText('Hasta el 15 de julio de 2026')).toBeVisible();
    const sheet = await openSheet(canvas, 'Solicitar', 'Solicita esta propuesta');
    await expect(sheet.getByText(/Las marcas quieren leer/)).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Revisar la solicitud' }));
    const confirm = within(await screen.findByRole('dialog', { name: '¿Enviar la solicitud?' }));
    await expect(confirm.getByText('Sin mensaje: la marca verá tu perfil.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Enviar la solicitud' }));
    await expect(await canvas.findByRole('heading', { name: 'Solicitud enviada' })).toBeVisible();
    await expect(posts).toEqual([{}]);
    await noSidewaysScroll();
  },
};
