import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMadridDate } from '@colla/ui/lib/format';
import { SERVER_ERROR_MESSAGE } from '../lib/form-failure';
import { stalledHandler } from '../test-support/list-stories';
import { retriedOnceStory } from '../test-support/state-stories';
import {
  chooseOption,
  desktop,
  english,
  noSidewaysScroll,
  phone,
} from '../test-support/screen-stories';
import { RECORD_NOT_LOADED_MESSAGE } from '../creator-profile/creator-profile-view';
import {
  NO_COLLABORATIONS_MESSAGE,
  STILL_HIDDEN_MESSAGE,
  STILL_SHOWN_MESSAGE,
} from './creator-profile-section-collaborations-view';
import { CREATOR_PROFILE_SAVED_MESSAGE } from './creator-profile-section-view';
import { SettingsPage } from './settings-page';
import {
  collaborationsServer,
  creatorSection,
  handlersFor,
  onPage,
  LAIA_COLLABORATIONS,
  LAIA_PROFILE,
  laia,
  NEW_PROFILE,
  received,
  resetReceived,
  SAVED_AT,
  section,
  type CreatorProfile,
  type User,
} from './settings-story-kit';

const { getMyCreatorProfile, updateMyCreatorProfile, getCreatorProfile } = operationRoutes;

/** A creator who just registered: no photo, a username and nothing else. */
const nuria: User = { ...fixtures.register.user, locale: 'en' };

/** Laia's collaborations (one hidden), answered and changed like the server. */
const laiaServer = collaborationsServer(LAIA_COLLABORATIONS);
const emptyServer = collaborationsServer([]);

/** The handlers of a story as `user` with `profile`, and `collaborations`' server. */
const creatorHandlers = (user: User, profile: CreatorProfile, collaborations = laiaServer) => [
  collaborations.read,
  collaborations.update,
  ...handlersFor(user, profile),
];

/** The "Collaborations on your profile" list, once loaded. */
async function collaborationsList(
  canvasElement: HTMLElement,
  name = 'Collaborations on your profile',
) {
  const collaborations = await section(canvasElement, name);
  return within(await collaborations.findByRole('list', {}, { timeout: 5000 }));
}

/** The "What brands see" column beside the form, on a wide screen. */
async function previewColumn(canvasElement: HTMLElement, name = 'What brands see') {
  await waitFor(() => expect(window.innerWidth).toBeGreaterThanOrEqual(1280));
  const creator = await creatorSection(canvasElement);
  return within(await creator.findByRole('region', { name }));
}

/** The preview's sheet, once it has slid in over the whole phone screen. */
async function sheetOpen(canvasElement: HTMLElement, name = 'What brands see') {
  const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => {
    const box = sheet.getBoundingClientRect();
    void expect([box.left, box.width]).toEqual([0, 375]);
  });
  return sheet;
}

/** The row of the collaboration named `proposal`. */
async function row(list: ReturnType<typeof within>, proposal: string) {
  const item = (await list.findByText(proposal)).closest('li');
  if (!item) throw new Error(`No row for ${proposal}`);
  return within(item);
}

const SAVE = 'Save creator profile';
const TAKEN = 'The username has already been taken.';

const meta = {
  title: 'Features/Settings/Creator profile',
  component: SettingsPage,
  args: { onUserUpdated: fn() },
  beforeEach: () => {
    resetReceived();
    laiaServer.reset();
    emptyServer.reset();
  },
  decorators: [onPage],
  parameters: { msw: { handlers: creatorHandlers(laia, LAIA_PROFILE) } },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Laia's filled profile: her address, public, in la Vila de Gràcia, creating in Catalan and
 * Spanish; each count says it is hers and when it changed; the guide is all done.
 */
export const FilledProfile: Story = {
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    const username = creator.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveValue('laiapuig');
    await expect(username).toHaveAccessibleDescription(
      `3 to 30 letters, digits, dots or underscores. Your profile’s address: ${window.location.host}/creators/laiapuig`,
    );
    await expect(
      creator.getByRole('radio', { name: 'Public: anyone with the link, and search engines' }),
    ).toBeChecked();
    await expect(creator.getByRole('radio', { name: 'Brands on Colla' })).not.toBeChecked();
    await expect(
      creator.getByRole('radio', { name: 'Brands on Colla' }),
    ).toHaveAccessibleDescription(
      'Only brands signed in to Colla, and Colla’s team, can see your profile.',
    );
    await expect(creator.getByRole('combobox', { name: 'Neighbourhood' })).toHaveTextContent(
      'La Vila de Gràcia',
    );
    await expect(creator.queryByRole('textbox', { name: /City or town/ })).toBeNull();
    const languages = within(creator.getByRole('group', { name: 'Languages you create in' }));
    await expect(languages.getByRole('checkbox', { name: 'Catalan' })).toBeChecked();
    await expect(languages.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
    await expect(languages.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    await expect(
      creator.getByRole('spinbutton', { name: 'Instagram followers' }),
    ).toHaveAccessibleDescription('Self-declared. Updated October 2, 2026.');
    await expect(
      creator.getByRole('spinbutton', { name: 'TikTok followers' }),
    ).toHaveAccessibleDescription('Self-declared. Updated September 12, 2026.');

    const guide = within(await creator.findByRole('region', { name: 'Your profile: 4 of 4 done' }));
    await expect(guide.getByText('Brands see everything they need to choose you.')).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Add a profile photo (done)' })).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Write your bio (done)' })).toBeVisible();
    await expect(
      guide.getByRole('link', { name: 'Add a platform with its followers (done)' }),
    ).toBeVisible();
    // Three portfolio items: the portfolio step counts them.
    await expect(
      guide.getByRole('link', { name: 'Add three pieces to your portfolio (done)' }),
    ).toBeVisible();
  },
};

/**
 * A creator who just registered: nothing chosen, no counts, a guide with everything to do and
 * no collaborations yet. Choosing a barri and a language and saving sends them.
 */
export const NewCreator: Story = {
  parameters: { msw: { handlers: creatorHandlers(nuria, NEW_PROFILE, emptyServer) } },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    await expect(creator.getByRole('textbox', { name: 'Username' })).toHaveValue('nuria.vidal');
    await expect(creator.getByRole('radio', { name: 'Brands on Colla' })).toBeChecked();
    const neighbourhood = creator.getByRole('combobox', { name: 'Neighbourhood' });
    await expect(neighbourhood).toHaveTextContent('Choose your neighbourhood');
    await expect(creator.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await expect(
      creator.getByRole('spinbutton', { name: 'Instagram followers' }),
    ).toHaveAccessibleDescription('Self-declared: brands see the number you give.');

    const guide = within(creator.getByRole('region', { name: 'Your profile: 0 of 4 done' }));
    await expect(
      guide.getByText('Complete profiles are the ones brands pick first.'),
    ).toBeVisible();
    await expect(
      guide.getByText('Brands choose faces: a photo is the first thing they look at.'),
    ).toBeVisible();
    // A step leads to its field: the photo is in the Profile section above.
    await userEvent.click(guide.getByRole('link', { name: 'Add a profile photo (to do)' }));
    const profile = await section(canvasElement, 'Profile');
    await waitFor(() =>
      expect(profile.getByRole('button', { name: 'Profile photo Choose image' })).toHaveFocus(),
    );

    const collaborations = await section(canvasElement, 'Collaborations on your profile');
    await expect(await collaborations.findByText(i18n._(NO_COLLABORATIONS_MESSAGE))).toBeVisible();

    await chooseOption(neighbourhood, 'El Raval');
    await userEvent.click(creator.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(creator.getByRole('checkbox', { name: 'Catalan' }));
    await userEvent.click(creator.getByRole('button', { name: SAVE }));
    await expect(await creator.findByText(i18n._(CREATOR_PROFILE_SAVED_MESSAGE))).toBeVisible();
    await expect(received.updateMyCreatorProfile).toEqual([
      expect.objectContaining({
        username: 'nuria.vidal',
        visibility: 'brands',
        barri: 'el-raval',
        city: 'Barcelona',
        // In the order the form offers them, whatever the order of the clicks.
        languages: ['ca', 'en'],
        bio: null,
        instagram_followers: null,
      }),
    ]);
  },
};

/** Invitations from brands: on by default; turned off, the saved profile says so. */
export const InvitationsSwitch: Story = {
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    const toggle = creator.getByRole('switch', { name: 'Brands can invite me to apply' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      'Brands that find you can invite you to one of their proposals. Turned off, you still appear in their search.',
    );
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(creator.getByRole('button', { name: SAVE }));
    await expect(await creator.findByText(i18n._(CREATOR_PROFILE_SAVED_MESSAGE))).toBeVisible();
    await expect(received.updateMyCreatorProfile).toEqual([
      expect.objectContaining({ accepts_invites: false, visibility: 'public' }),
    ]);
  },
};

/** The profile is on its way: both creator sections say they are loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [stalledHandler(getMyCreatorProfile.path), ...creatorHandlers(laia, LAIA_PROFILE)],
    },
  },
  play: async ({ canvasElement }) => {
    const creator = await section(canvasElement, 'Creator profile');
    await expect(await creator.findByRole('status')).toHaveTextContent(
      'Loading your creator profile…',
    );
    await expect(creator.queryByRole('textbox', { name: 'Username' })).toBeNull();
    const collaborations = await section(canvasElement, 'Collaborations on your profile');
    await expect(await collaborations.findByRole('status')).toHaveTextContent(
      'Loading your collaborations…',
    );
    await expect(collaborations.queryByRole('switch')).toBeNull();
  },
};

/** The collaborations fail to load (500): the alert says so; Try Again loads them. */
export const CollaborationsLoadError: Story = retriedOnceStory(
  getCreatorProfile.path,
  {
    ...fixtures.getCreatorProfile,
    record: { ...fixtures.getCreatorProfile.record, collaborations: LAIA_COLLABORATIONS },
  },
  ['We couldn’t load your collaborations', english(SERVER_ERROR_MESSAGE)],
  async ({ canvasElement }) => {
    const list = await collaborationsList(canvasElement);
    await expect(list.getAllByRole('switch', { name: 'Show on my profile' })).toHaveLength(2);
  },
  { handlers: creatorHandlers(laia, LAIA_PROFILE) },
);

/**
 * A username someone else has (422): the server's message is under Username, which gets focus;
 * everything typed stays. A malformed one is caught before sending.
 */
export const UsernameTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(updateMyCreatorProfile.path, async ({ request, response }) => {
          received.updateMyCreatorProfile.push(await request.json());
          return response(422).json({ message: TAKEN, errors: { username: [TAKEN] } });
        }),
        ...creatorHandlers(laia, LAIA_PROFILE),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    const username = creator.getByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.type(username, 'la');
    await userEvent.click(creator.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAccessibleDescription(
      expect.stringContaining('A username has 3 to 30 letters, digits, dots or underscores.'),
    );
    await expect(received.updateMyCreatorProfile).toEqual([]);

    await userEvent.type(username, 'ia');
    const bio = creator.getByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Vermut and brunch in Gràcia.');
    await userEvent.click(creator.getByRole('radio', { name: 'Brands on Colla' }));
    await userEvent.click(creator.getByRole('button', { name: SAVE }));

    await expect(await creator.findByText(TAKEN)).toBeVisible();
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveValue('laia');
    await expect(username).toHaveAccessibleDescription(
      `3 to 30 letters, digits, dots or underscores. Your profile’s address: ${window.location.host}/creators/laia ${TAKEN}`,
    );
    await expect(bio).toHaveValue('Vermut and brunch in Gràcia.');
    await expect(creator.getByRole('radio', { name: 'Brands on Colla' })).toBeChecked();
    await expect(creator.queryByText(i18n._(CREATOR_PROFILE_SAVED_MESSAGE))).toBeNull();
    await expect(received.updateMyCreatorProfile).toEqual([
      expect.objectContaining({ username: 'laia', visibility: 'brands' }),
    ]);
  },
};

/**
 * Laia moves out of Barcelona: "Outside Barcelona" asks for the town (an empty one is caught),
 * and the save sends no barri and the town.
 */
export const OutsideBarcelona: Story = {
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    await chooseOption(
      creator.getByRole('combobox', { name: 'Neighbourhood' }),
      'Outside Barcelona',
    );
    const town = creator.getByRole('textbox', { name: /City or town/ });
    await expect(town).toHaveValue('');
    await userEvent.click(creator.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(town).toHaveFocus());
    await expect(town).toHaveAccessibleDescription('Enter the town you live in.');
    await expect(received.updateMyCreatorProfile).toEqual([]);

    await userEvent.type(town, 'Sabadell');
    await userEvent.click(creator.getByRole('button', { name: SAVE }));
    await expect(await creator.findByText(i18n._(CREATOR_PROFILE_SAVED_MESSAGE))).toBeVisible();
    await expect(received.updateMyCreatorProfile).toEqual([
      expect.objectContaining({ barri: null, city: 'Sabadell' }),
    ]);
  },
};

/** A profile saved outside Barcelona shows it with its town; choosing a barri hides the town. */
export const SavedOutsideBarcelona: Story = {
  parameters: {
    msw: {
      handlers: creatorHandlers(laia, { ...LAIA_PROFILE, barri: null, city: 'Sabadell' }),
    },
  },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    const neighbourhood = creator.getByRole('combobox', { name: 'Neighbourhood' });
    await expect(neighbourhood).toHaveTextContent('Outside Barcelona');
    await expect(creator.getByRole('textbox', { name: /City or town/ })).toHaveValue('Sabadell');
    await chooseOption(neighbourhood, 'La Barceloneta');
    await expect(creator.queryByRole('textbox', { name: /City or town/ })).toBeNull();
    await userEvent.click(creator.getByRole('button', { name: SAVE }));
    await expect(await creator.findByText(i18n._(CREATOR_PROFILE_SAVED_MESSAGE))).toBeVisible();
    await expect(received.updateMyCreatorProfile).toEqual([
      expect.objectContaining({ barri: 'la-barceloneta', city: 'Barcelona' }),
    ]);
  },
};

/**
 * Photo and bio done, no platform yet: 2 of 3. The platform step leads to Instagram; once a
 * handle and a count are saved the guide is all done.
 */
export const GuidePartlyDone: Story = {
  parameters: {
    msw: {
      handlers: creatorHandlers(laia, {
        ...LAIA_PROFILE,
        instagram_handle: null,
        instagram_followers: null,
        tiktok_handle: null,
        tiktok_followers: null,
        instagram_followers_updated_at: null,
        tiktok_followers_updated_at: null,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    const guide = within(await creator.findByRole('region', { name: 'Your profile: 3 of 4 done' }));
    await expect(guide.getByRole('link', { name: 'Add a profile photo (done)' })).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Write your bio (done)' })).toBeVisible();
    await expect(
      guide.getByText(
        'Brands plan by reach: they look for where you post and how many people follow you.',
      ),
    ).toBeVisible();
    await userEvent.click(
      guide.getByRole('link', { name: 'Add a platform with its followers (to do)' }),
    );
    const instagram = creator.getByRole('textbox', { name: 'Instagram handle' });
    await waitFor(() => expect(instagram).toHaveFocus());
    await userEvent.type(instagram, 'laiapuig.bcn');
    await userEvent.type(creator.getByRole('spinbutton', { name: 'Instagram followers' }), '48200');
    await userEvent.click(creator.getByRole('button', { name: SAVE }));
    await expect(
      await creator.findByRole('region', { name: 'Your profile: 4 of 4 done' }),
    ).toBeVisible();
    // The count is new: its note says when it changed.
    await expect(
      creator.getByRole('spinbutton', { name: 'Instagram followers' }),
    ).toHaveAccessibleDescription(`Self-declared. Updated ${formatMadridDate(SAVED_AT)}.`);
  },
};

/** Showing a hidden collaboration and hiding a shown one: each switch sends its change. */
export const CollaborationToggled: Story = {
  play: async ({ canvasElement }) => {
    const list = await collaborationsList(canvasElement);
    const vermut = await row(list, 'Summer vermut tasting in Gràcia');
    const forn = await row(list, 'Sourdough mornings at Forn Sant Pau');
    await expect(vermut.getByText('Vermut Gràcia · Completed July 14, 2026')).toBeVisible();
    const vermutSwitch = vermut.getByRole('switch', { name: 'Show on my profile' });
    const fornSwitch = forn.getByRole('switch', { name: 'Show on my profile' });
    await expect(vermutSwitch).not.toBeChecked();
    await expect(fornSwitch).toBeChecked();
    await expect(vermutSwitch).toHaveAccessibleDescription(/Summer vermut tasting in Gràcia/);

    await userEvent.click(vermutSwitch);
    await expect(vermutSwitch).toBeChecked();
    await waitFor(() => expect(vermutSwitch).toBeEnabled());
    await userEvent.click(fornSwitch);
    await waitFor(() => expect(fornSwitch).toBeEnabled());
    await expect(fornSwitch).not.toBeChecked();
    await expect(vermutSwitch).toBeChecked();
    await expect(received.updateMyCollaborationVisibility).toEqual([
      { id: 14, body: { hidden: false } },
      { id: 21, body: { hidden: true } },
    ]);
    await expect(list.queryByRole('alert')).toBeNull();
  },
};

/**
 * The change fails (500): the switch moves at once and waits, then goes back to where it was,
 * and the row says the collaboration is still hidden (or still shown).
 */
export const CollaborationToggleFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(operationRoutes.updateMyCollaborationVisibility.path, async ({ response }) => {
          await delay(400);
          return response.untyped(HttpResponse.json(errorBody('Server Error'), { status: 500 }));
        }),
        ...creatorHandlers(laia, LAIA_PROFILE),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = await collaborationsList(canvasElement);
    const vermut = await row(list, 'Summer vermut tasting in Gràcia');
    const vermutSwitch = vermut.getByRole('switch', { name: 'Show on my profile' });
    await userEvent.click(vermutSwitch);
    await expect(vermutSwitch).toBeChecked();
    await expect(vermutSwitch).toBeDisabled();
    await expect(await vermut.findByRole('alert')).toHaveTextContent(i18n._(STILL_HIDDEN_MESSAGE));
    await expect(vermutSwitch).not.toBeChecked();
    await expect(vermutSwitch).toBeEnabled();

    const forn = await row(list, 'Sourdough mornings at Forn Sant Pau');
    const fornSwitch = forn.getByRole('switch', { name: 'Show on my profile' });
    await userEvent.click(fornSwitch);
    await expect(await forn.findByRole('alert')).toHaveTextContent(i18n._(STILL_SHOWN_MESSAGE));
    await expect(fornSwitch).toBeChecked();
  },
};

/** In Catalan on a phone: the new fields' words, the guide and the list, nothing sideways. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement, 'Perfil de creador');
    await expect(creator.getByRole('textbox', { name: 'Nom d’usuari' })).toHaveValue('laiapuig');
    await expect(creator.getByRole('group', { name: 'Qui pot veure el teu perfil' })).toBeVisible();
    await expect(creator.getByRole('radio', { name: 'Marques de Colla' })).not.toBeChecked();
    await expect(creator.getByRole('combobox', { name: 'Barri' })).toHaveTextContent(
      'La Vila de Gràcia',
    );
    // The list of 73 barris fits the phone's width (long names wrap).
    await userEvent.click(creator.getByRole('combobox', { name: 'Barri' }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(
      within(list).getByRole('option', { name: 'Sant Pere, Santa Caterina i la Ribera' }),
    ).toBeInTheDocument();
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull(),
    );
    const languages = within(
      creator.getByRole('group', { name: 'Llengües en què crees contingut' }),
    );
    await expect(languages.getByRole('checkbox', { name: 'Català' })).toBeChecked();
    await expect(languages.getByRole('checkbox', { name: 'Castellà' })).toBeChecked();
    await expect(languages.getByRole('checkbox', { name: 'Anglès' })).not.toBeChecked();
    await expect(
      creator.getByRole('spinbutton', { name: 'Seguidors a Instagram' }),
    ).toHaveAccessibleDescription('Declarat per tu. Actualitzat el 2 d’octubre del 2026.');
    await expect(
      await creator.findByRole('region', { name: 'El teu perfil: 4 de 4 fets' }),
    ).toBeVisible();
    const collaborations = await collaborationsList(canvasElement, 'Col·laboracions al teu perfil');
    await expect(
      collaborations.getAllByRole('switch', { name: 'Mostra-la al meu perfil' }),
    ).toHaveLength(2);
    await expect(window.innerWidth).toBe(375);
    await noSidewaysScroll();
  },
};

/** In Spanish: the new fields and the empty list read in Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { msw: { handlers: creatorHandlers(nuria, NEW_PROFILE, emptyServer) } },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement, 'Perfil de creador');
    await expect(creator.getByRole('textbox', { name: 'Nombre de usuario' })).toHaveValue(
      'nuria.vidal',
    );
    await expect(creator.getByRole('radio', { name: 'Marcas de Colla' })).toBeChecked();
    await expect(creator.getByRole('combobox', { name: 'Barrio' })).toHaveTextContent(
      'Elige tu barrio',
    );
    await expect(creator.getByRole('checkbox', { name: 'Catalán' })).not.toBeChecked();
    await expect(creator.getByRole('region', { name: 'Tu perfil: 0 de 4 hechos' })).toBeVisible();
    const collaborations = await section(canvasElement, 'Colaboraciones en tu perfil');
    await expect(
      await collaborations.findByText(
        'Las colaboraciones completadas aparecen aquí y en tu perfil.',
      ),
    ).toBeVisible();
  },
};

/**
 * On a desktop the preview stands beside the form and follows the typing: a new bio and barri
 * show in it before saving. The name is an h3 inside the Settings page; the record leaves out
 * the collaboration Laia hid, as brands get it.
 */
export const PreviewFollowsTyping: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const preview = await previewColumn(canvasElement);
    const creator = await creatorSection(canvasElement);
    await expect(preview.getByRole('heading', { level: 3, name: 'Laia Puig' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(preview.getByText(LAIA_PROFILE.bio ?? '')).toBeVisible();
    await expect(preview.getByText('La Vila de Gràcia · Gràcia')).toBeVisible();
    await expect(await preview.findByText('3 collaborations completed')).toBeVisible();
    const done = within(preview.getByRole('list', { name: 'Collaborations completed' }));
    await expect(done.getAllByRole('listitem')).toHaveLength(1);
    await expect(done.queryByText('Vermut Gràcia')).toBeNull();

    const bio = creator.getByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Brunch and vermut in el Raval.');
    await expect(preview.getByText('Brunch and vermut in el Raval.')).toBeVisible();
    await chooseOption(creator.getByRole('combobox', { name: 'Neighbourhood' }), 'El Raval');
    await expect(preview.getByText('El Raval · Ciutat Vella')).toBeVisible();
    const instagram = creator.getByRole('textbox', { name: 'Instagram handle' });
    await userEvent.clear(instagram);
    await userEvent.type(instagram, 'laia.raval');
    await expect(preview.getByRole('link', { name: /@laia\.raval/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/laia.raval/',
    );
    await userEvent.click(creator.getByRole('checkbox', { name: 'Fashion' }));
    await expect(
      within(preview.getByRole('list', { name: 'Categories' })).getByText('Fashion'),
    ).toBeVisible();
    // Nothing was saved: the preview is of the typing.
    await expect(received.updateMyCreatorProfile).toEqual([]);
    // The phone's button is not shown beside the column.
    await expect(
      creator.queryByRole('button', { name: 'Preview what brands see' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * Who sees the preview follows the choice: anyone with the link for a public profile (with a
 * link to its page), brands on Colla otherwise.
 */
export const PreviewPublicOrBrands: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const preview = await previewColumn(canvasElement);
    const creator = await creatorSection(canvasElement);
    await expect(preview.getByText('Anyone with the link sees this')).toBeVisible();
    const page = preview.getByRole('link', { name: /Open your public page/ });
    await expect(page).toHaveAttribute('href', `${window.location.origin}/creators/laiapuig`);
    await expect(page).toHaveAttribute('target', '_blank');

    await userEvent.click(creator.getByRole('radio', { name: 'Brands on Colla' }));
    await expect(preview.getByText('Brands on Colla see this')).toBeVisible();
    await expect(preview.queryByText('Anyone with the link sees this')).toBeNull();
    await expect(preview.queryByRole('link', { name: /Open your public page/ })).toBeNull();
  },
};

/**
 * Until Colla's record loads, the preview says it has not loaded rather than showing figures.
 */
export const PreviewBeforeRecordLoads: Story = {
  globals: desktop,
  parameters: {
    msw: {
      handlers: [
        stalledHandler(getCreatorProfile.path),
        ...creatorHandlers(nuria, NEW_PROFILE, emptyServer),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const preview = await previewColumn(canvasElement);
    await expect(preview.getByRole('heading', { level: 3, name: nuria.name })).toBeVisible();
    await expect(preview.getByText(i18n._(RECORD_NOT_LOADED_MESSAGE))).toBeVisible();
    await expect(preview.queryByText(/^(\d+|No) collaborations? completed/)).toBeNull();
    await expect(preview.queryByText(/Member since/)).toBeNull();
  },
};

/** A brands-only profile made public: the preview says so; the link to its page comes once saved. */
export const PreviewPublicOnceSaved: Story = {
  globals: desktop,
  parameters: { msw: { handlers: creatorHandlers(nuria, NEW_PROFILE, emptyServer) } },
  play: async ({ canvasElement }) => {
    const preview = await previewColumn(canvasElement);
    const creator = await creatorSection(canvasElement);
    await expect(preview.getByText('Brands on Colla see this')).toBeVisible();
    await userEvent.click(
      creator.getByRole('radio', { name: 'Public: anyone with the link, and search engines' }),
    );
    await expect(preview.getByText('Anyone with the link sees this')).toBeVisible();
    await expect(
      preview.getByText('Once you save, it’s also a page on Colla’s site.'),
    ).toBeVisible();
    await expect(preview.queryByRole('link', { name: /Open your public page/ })).toBeNull();
    await userEvent.click(creator.getByRole('button', { name: SAVE }));
    await expect(
      await preview.findByRole('link', { name: /Open your public page/ }),
    ).toHaveAttribute('href', `${window.location.origin}/creators/nuria.vidal`);
    await expect(
      preview.queryByText('Once you save, it’s also a page on Colla’s site.'),
    ).toBeNull();
  },
};

/**
 * On a phone the form stays short: a button beside Save opens the preview in a sheet over the
 * whole screen, Escape closes it and focus is back on the button.
 */
export const PreviewOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    await expect(creator.queryByRole('region', { name: 'What brands see' })).toBeNull();
    const bio = creator.getByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Sunday vermut, Monday sourdough.');
    const open = creator.getByRole('button', { name: 'Preview what brands see' });
    await userEvent.click(open);

    // The whole screen, once it has slid in: nothing sideways.
    const sheet = await sheetOpen(canvasElement);
    await noSidewaysScroll();
    await expect(sheet).toHaveAccessibleDescription('Anyone with the link sees this');
    const inSheet = within(sheet);
    await expect(inSheet.getByRole('heading', { level: 3, name: 'Laia Puig' })).toBeVisible();
    await expect(inSheet.getByText('Sunday vermut, Monday sourdough.')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** The preview in Catalan on a phone: its button, sheet and words, nothing sideways. */
export const PreviewCatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement, 'Perfil de creador');
    await userEvent.click(creator.getByRole('radio', { name: 'Marques de Colla' }));
    await userEvent.click(creator.getByRole('button', { name: 'Mira què veuen les marques' }));
    const sheet = within(await sheetOpen(canvasElement, 'El que veuen les marques'));
    await expect(sheet.getByText('Ho veuen les marques de Colla')).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 3, name: 'Laia Puig' })).toBeVisible();
    await expect(sheet.getByText(/^Crea en: català.+castellà$/)).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 4, name: 'On publica' })).toBeVisible();
    await expect(await sheet.findByText('3 col·laboracions completades')).toBeVisible();
    await expect(window.innerWidth).toBe(375);
    await noSidewaysScroll();
    await userEvent.click(sheet.getByRole('button', { name: 'Tanca' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await noSidewaysScroll();
  },
};
