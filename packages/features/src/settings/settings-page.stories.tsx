import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NO_CATEGORIES_MESSAGE } from './creator-profile-section-view';
import { PASSWORD_CHANGED_MESSAGE } from './password-section-view';
import {
  AVATAR_CANCELLED_MESSAGE,
  AVATAR_REMOVED_MESSAGE,
  AVATAR_UPDATED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
} from './profile-section-view';
import { CREATOR_PROFILE_SAVED_MESSAGE } from './creator-profile-section-view';
import { SERVER_ERROR_MESSAGE } from '../lib/form-failure';
import { SettingsPage } from './settings-page';
import {
  creatorSection,
  handlersFor,
  onPage,
  jordi,
  laia,
  marta,
  received,
  resetReceived,
  section,
} from './settings-story-kit';
import { SETTINGS_LOAD_ERROR_HEADING } from './settings-view';
import { fileInput, makePng } from '../test-support/files';

const {
  getMe,
  updateMe,
  changePassword,
  updateMyAvatar,
  getMyCreatorProfile,
  updateMyCreatorProfile,
  listCategories,
} = operationRoutes;

/** The server's answer to a common password (a 422 on `password`). */
const TOO_COMMON = 'This password is too common: choose one that is harder to guess.';

const meta = {
  title: 'Features/Settings/Settings page',
  component: SettingsPage,
  args: { onUserUpdated: fn() },
  beforeEach: () => {
    resetReceived();
  },
  decorators: [onPage],
  parameters: { msw: { handlers: handlersFor(jordi) } },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(getMe.path, async ({ response }) => {
          await delay('infinite');
          return response(200).json(jordi);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your settings…');
    await expect(canvas.queryByRole('textbox', { name: 'First name' })).toBeNull();
  },
};

/** A brand: profile and password, no creator profile. */
export const Brand: Story = {
  play: async ({ canvas, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordi');
    await expect(profile.getByRole('textbox', { name: 'Last name' })).toHaveValue('Ferrer');
    await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue(jordi.email);
    await expect(profile.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      jordi.avatar_path,
    );
    await expect(
      profile.getByRole('button', { name: 'Profile photo Replace image' }),
    ).toBeEnabled();
    const password = await section(canvasElement, 'Password');
    await expect(password.getByLabelText(/^Current password/)).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: 'Creator profile' })).toBeNull();
    await expect(canvas.getByText('Your name, email, photo and password.')).toBeVisible();
  },
};

/** A creator also edits the profile brands see: handles, followers and categories. */
export const Creator: Story = {
  parameters: { msw: { handlers: handlersFor(laia) } },
  play: async ({ canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Laia');
    const creator = await creatorSection(canvasElement);
    await expect(await creator.findByRole('textbox', { name: 'Instagram handle' })).toHaveValue(
      'laiapuig.bcn',
    );
    await expect(creator.getByRole('spinbutton', { name: 'Instagram followers' })).toHaveValue(
      48200,
    );
    await expect(creator.getByRole('textbox', { name: 'TikTok handle' })).toHaveValue('laiapuig');
    await expect(creator.getByRole('spinbutton', { name: 'TikTok followers' })).toHaveValue(12900);
    await expect(creator.getByRole('combobox', { name: 'Neighbourhood' })).toHaveTextContent(
      'La Vila de Gràcia',
    );
    await expect(creator.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Woman');
    // Saved categories are ticked, including one the list does not hold (Lifestyle).
    await expect(await creator.findByRole('checkbox', { name: 'Food & drink' })).toBeChecked();
    await expect(creator.getByRole('checkbox', { name: 'Lifestyle' })).toBeChecked();
    await expect(creator.getByRole('checkbox', { name: 'Fashion' })).not.toBeChecked();
    await expect(creator.getByRole('checkbox', { name: 'Nightlife' })).not.toBeChecked();
  },
};

export const Admin: Story = {
  parameters: { msw: { handlers: handlersFor(marta) } },
  play: async ({ canvas, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Marta');
    // No photo yet.
    await expect(profile.getByRole('button', { name: 'Profile photo Choose image' })).toBeVisible();
    await expect(profile.queryByRole('button', { name: 'Remove image' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Password' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Creator profile' })).toBeNull();
  },
};

let meCalls = 0;

/** Loading failed: Try Again loads the page once the server answers. */
export const LoadError: Story = {
  beforeEach: () => {
    meCalls = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(getMe.path, ({ response }) => {
          meCalls += 1;
          return meCalls === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(jordi);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(SETTINGS_LOAD_ERROR_HEADING));
    await expect(alert).toHaveTextContent(i18n._(SERVER_ERROR_MESSAGE));
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Jordi');
    await expect(meCalls).toBe(2);
  },
};

/** Saving name and email with Enter: the server gets them, the app gets the new user. */
export const ProfileSaved: Story = {
  play: async ({ args, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    const lastName = profile.getByRole('textbox', { name: 'Last name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, '  Ferrer i Mas {Enter}');
    await expect(await profile.findByText(i18n._(PROFILE_SAVED_MESSAGE))).toBeVisible();
    await expect(received.updateMe).toEqual([
      { first_name: 'Jordi', last_name: 'Ferrer i Mas', email: jordi.email },
    ]);
    await expect(args.onUserUpdated).toHaveBeenCalledWith(
      expect.objectContaining({ last_name: 'Ferrer i Mas', name: 'Jordi Ferrer i Mas' }),
    );
    await expect(lastName).toHaveValue('Ferrer i Mas');
    // Editing again hides the old confirmation.
    await userEvent.type(lastName, 's');
    await expect(profile.queryByText(i18n._(PROFILE_SAVED_MESSAGE))).toBeNull();
  },
};

/** The email is taken (422): the message is under Email, focus goes there, nothing is lost. */
export const ProfileEmailTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(updateMe.path, async ({ request, response }) => {
          received.updateMe.push(await request.json());
          return response(422).json({
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.', 'A second message.'] },
          });
        }),
        ...handlersFor(jordi),
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    const firstName = profile.getByRole('textbox', { name: 'First name' });
    const email = profile.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Jordina');
    await userEvent.clear(email);
    await userEvent.type(email, 'hola@vermutgracia.cat');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The email has already been taken.');
    await expect(profile.queryByText('A second message.')).toBeNull();
    await expect(email).toHaveValue('hola@vermutgracia.cat');
    await expect(firstName).toHaveValue('Jordina');
    await expect(profile.queryByText(i18n._(PROFILE_SAVED_MESSAGE))).toBeNull();
    await expect(received.updateMe).toEqual([
      { first_name: 'Jordina', last_name: 'Ferrer', email: 'hola@vermutgracia.cat' },
    ]);
    await expect(args.onUserUpdated).not.toHaveBeenCalled();
  },
};

/** Empty names and a malformed email are caught before anything is sent. */
export const ProfileMissingFields: Story = {
  play: async ({ canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    const firstName = profile.getByRole('textbox', { name: 'First name' });
    const email = profile.getByRole('textbox', { name: 'Email' });
    await expect(firstName).toHaveAttribute('aria-required', 'true');
    await userEvent.clear(firstName);
    await userEvent.clear(email);
    await userEvent.type(email, 'jordi@vermut');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAccessibleDescription('The first name field is required.');
    await expect(email).toHaveAccessibleDescription(
      'The email field must be a valid email address.',
    );
    await expect(email).toHaveValue('jordi@vermut');
    await expect(received.updateMe).toEqual([]);
  },
};

/** A server error (500): an alert above the form, which gets focus; the typed values stay. */
export const ProfileServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(updateMe.path, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
        ...handlersFor(jordi),
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    const lastName = profile.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, ' i Mas{Enter}');
    const alert = await profile.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(SERVER_ERROR_MESSAGE));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(lastName).toHaveValue('Ferrer i Mas');
    await expect(args.onUserUpdated).not.toHaveBeenCalled();
  },
};

/** The connection drops while saving. */
export const ProfileNetworkFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(updateMe.path, ({ response }) => response.untyped(HttpResponse.error())),
        ...handlersFor(jordi),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    await userEvent.type(profile.getByRole('textbox', { name: 'First name' }), 'na{Enter}');
    await expect(await profile.findByRole('alert')).toHaveTextContent(
      'We couldn’t reach Colla. Check your connection and try again.',
    );
    await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordina');
  },
};

/** While the photo uploads, the percent shows; Remove image cancels the upload. */
export const AvatarUploading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(updateMyAvatar.path, async ({ request, response }) => {
          received.updateMyAvatar.push(await request.json());
          await delay('infinite');
          return response(200).json(jordi);
        }),
        ...handlersFor(jordi),
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    await userEvent.upload(fileInput(canvasElement), await makePng('jordi-terrassa.png'));
    const bar = await profile.findByRole('progressbar', { name: 'Uploading jordi-terrassa.png' });
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(profile.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Preview of jordi-terrassa.png' })).toBeVisible();
    // No second photo while one is on its way.
    await expect(
      profile.getByRole('button', { name: 'Profile photo Replace image' }),
    ).toBeDisabled();
    await waitFor(() => expect(received.updateMyAvatar).toHaveLength(1));

    await userEvent.click(profile.getByRole('button', { name: 'Remove image' }));
    await expect(await profile.findByText(i18n._(AVATAR_CANCELLED_MESSAGE))).toBeVisible();
    await expect(profile.queryByRole('progressbar')).toBeNull();
    // Back to the saved photo; nothing was removed on the server.
    await expect(profile.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      jordi.avatar_path,
    );
    await expect(received.deleteMyAvatar).toBe(0);
    await expect(args.onUserUpdated).not.toHaveBeenCalled();
    await expect(
      profile.getByRole('button', { name: 'Profile photo Replace image' }),
    ).toHaveFocus();
  },
};

/** A photo is sent as a data URL; the app gets the user with the new avatar. */
export const AvatarUploaded: Story = {
  play: async ({ args, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    await userEvent.upload(fileInput(canvasElement), await makePng('jordi-terrassa.png'));
    await expect(await profile.findByText(i18n._(AVATAR_UPDATED_MESSAGE))).toBeVisible();
    await expect(received.updateMyAvatar).toEqual([
      { image_base64: expect.stringMatching(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/) },
    ]);
    await expect(args.onUserUpdated).toHaveBeenCalledWith(
      expect.objectContaining({ avatar_path: '/storage/avatars/12-new.png' }),
    );
    await expect(profile.queryByRole('progressbar')).toBeNull();
    await expect(profile.getByRole('img', { name: 'Preview of jordi-terrassa.png' })).toBeVisible();
  },
};

/** Too large or not a JPEG, PNG or WebP: explained at once, and nothing is sent. */
export const AvatarTooLargeOrWrongType: Story = {
  play: async ({ canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'sagrada-familia-8k.png', {
      type: 'image/png',
    });
    await userEvent.upload(fileInput(canvasElement), huge);
    await expect(
      await profile.findByText('“sagrada-familia-8k.png” is 6 MB; images can be up to 5 MB.'),
    ).toBeVisible();

    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7 media kit'], 'media-kit.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(canvasElement), pdf);
    await expect(
      await profile.findByText(
        '“media-kit.pdf” isn’t an image we can use. Choose a PNG, JPG or WebP file.',
      ),
    ).toBeVisible();
    await expect(received.updateMyAvatar).toEqual([]);
    await expect(profile.queryByRole('progressbar')).toBeNull();
  },
};

/** The server refuses the file (422 on image_base64): its message shows, the old photo stays. */
export const AvatarRejectedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(updateMyAvatar.path, ({ response }) =>
          response(422).json({
            message: 'The image base64 must be a JPEG, PNG or WebP image.',
            errors: { image_base64: ['The image base64 must be a JPEG, PNG or WebP image.'] },
          }),
        ),
        ...handlersFor(jordi),
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    await userEvent.upload(fileInput(canvasElement), await makePng('renamed-heic.png'));
    await expect(
      await profile.findByText('The image base64 must be a JPEG, PNG or WebP image.'),
    ).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      jordi.avatar_path,
    );
    await expect(args.onUserUpdated).not.toHaveBeenCalled();
  },
};

/** Removing the photo: the picker is empty again and the app is told. */
export const AvatarRemoved: Story = {
  play: async ({ args, canvasElement }) => {
    const profile = await section(canvasElement, 'Profile');
    await userEvent.click(profile.getByRole('button', { name: 'Remove image' }));
    await expect(await profile.findByText(i18n._(AVATAR_REMOVED_MESSAGE))).toBeVisible();
    await expect(received.deleteMyAvatar).toBe(1);
    await expect(args.onUserUpdated).toHaveBeenCalledWith(
      expect.objectContaining({ avatar_path: null }),
    );
    await expect(profile.getByRole('button', { name: 'Profile photo Choose image' })).toHaveFocus();
    await expect(profile.queryByRole('img')).toBeNull();
  },
};

/** Changing the password tells the person their other sessions were signed out. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const password = await section(canvasElement, 'Password');
    await userEvent.type(password.getByLabelText(/^Current password/), 'colla-demo-2026');
    await userEvent.type(password.getByLabelText(/^New password/), 'sagrada-familia-2026');
    await userEvent.type(
      password.getByLabelText(/^Confirm new password/),
      'sagrada-familia-2026{Enter}',
    );
    await expect(await password.findByText(i18n._(PASSWORD_CHANGED_MESSAGE))).toBeVisible();
    await expect(password.getByText(/Your other sessions were signed out\./)).toBeVisible();
    await expect(received.changePassword).toEqual([
      {
        current_password: 'colla-demo-2026',
        password: 'sagrada-familia-2026',
        password_confirmation: 'sagrada-familia-2026',
      },
    ]);
    // The passwords are cleared once changed.
    await expect(password.getByLabelText(/^Current password/)).toHaveValue('');
    await expect(password.getByLabelText(/^New password/)).toHaveValue('');
  },
};

/** A wrong current password (422): the message is under that field, which gets focus. */
export const PasswordWrongCurrent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(changePassword.path, async ({ request, response }) => {
          received.changePassword.push(await request.json());
          return response(422).json({
            message: 'The password is incorrect.',
            errors: { current_password: ['The password is incorrect.'] },
          });
        }),
        ...handlersFor(jordi),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const password = await section(canvasElement, 'Password');
    const current = password.getByLabelText(/^Current password/);
    await userEvent.type(current, 'vermut-2025');
    await userEvent.type(password.getByLabelText(/^New password/), 'sagrada-familia-2026');
    await userEvent.type(password.getByLabelText(/^Confirm new password/), 'sagrada-familia-2026');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription('The password is incorrect.');
    await expect(current).toHaveValue('vermut-2025');
    await expect(password.getByLabelText(/^New password/)).toHaveValue('sagrada-familia-2026');
    await expect(password.queryByText(i18n._(PASSWORD_CHANGED_MESSAGE))).toBeNull();
    await expect(received.changePassword).toHaveLength(1);
  },
};

/** The server refuses a common new password: its reason shows under it, which gets focus. */
export const PasswordTooCommon: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(changePassword.path, async ({ request, response }) => {
          received.changePassword.push(await request.json());
          return response(422).json({ message: TOO_COMMON, errors: { password: [TOO_COMMON] } });
        }),
        ...handlersFor(jordi),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const password = await section(canvasElement, 'Password');
    await userEvent.type(password.getByLabelText(/^Current password/), 'colla-demo-2026');
    const next = password.getByLabelText(/^New password/);
    await userEvent.type(next, 'iloveyou');
    await userEvent.type(password.getByLabelText(/^Confirm new password/), 'iloveyou');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(await password.findByText(TOO_COMMON)).toBeVisible();
    await waitFor(() => expect(next).toHaveFocus());
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveAccessibleDescription(`At least 8 characters. ${TOO_COMMON}`);
    await expect(next).toHaveValue('iloveyou');
    await expect(password.queryByText(i18n._(PASSWORD_CHANGED_MESSAGE))).toBeNull();
    await expect(received.changePassword).toHaveLength(1);
  },
};

/** A short or unconfirmed new password is caught before anything is sent. */
export const PasswordChecks: Story = {
  play: async ({ canvasElement }) => {
    const password = await section(canvasElement, 'Password');
    const next = password.getByLabelText(/^New password/);
    await expect(next).toHaveAccessibleDescription('At least 8 characters.');
    await userEvent.type(password.getByLabelText(/^Current password/), 'colla-demo-2026');
    await userEvent.type(next, 'gaudi{Enter}');
    await waitFor(() => expect(next).toHaveFocus());
    await expect(next).toHaveAccessibleDescription(
      'At least 8 characters. The password field must be at least 8 characters.',
    );
    await userEvent.type(next, '-and-moon');
    const confirmation = password.getByLabelText(/^Confirm new password/);
    await userEvent.type(confirmation, 'gaudi-and-sun{Enter}');
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveAccessibleDescription(
      'The password field confirmation does not match.',
    );
    await expect(received.changePassword).toEqual([]);
  },
};

/** A creator saves handles, followers (a negative number becomes 0) and categories. */
export const CreatorProfileSaved: Story = {
  parameters: { msw: { handlers: handlersFor(laia) } },
  play: async ({ args, canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    const instagram = await creator.findByRole('textbox', { name: 'Instagram handle' });
    await userEvent.clear(instagram);
    await userEvent.type(instagram, '@laia.gracia');
    // The "@" is shown before the field already: a typed one is dropped.
    await expect(instagram).toHaveValue('laia.gracia');
    const tiktokFollowers = creator.getByRole('spinbutton', { name: 'TikTok followers' });
    await userEvent.clear(tiktokFollowers);
    await userEvent.type(tiktokFollowers, '-5');
    await userEvent.tab();
    await expect(tiktokFollowers).toHaveValue(0);
    await expect(tiktokFollowers).toHaveAccessibleDescription('The minimum is 0, so -5 became 0.');
    await userEvent.click(await creator.findByRole('checkbox', { name: 'Fashion' }));
    await userEvent.click(creator.getByRole('checkbox', { name: 'Lifestyle' }));
    await userEvent.click(creator.getByRole('button', { name: 'Save creator profile' }));

    await expect(await creator.findByText(i18n._(CREATOR_PROFILE_SAVED_MESSAGE))).toBeVisible();
    await expect(received.updateMyCreatorProfile).toEqual([
      {
        username: 'laiapuig',
        visibility: 'public',
        barri: 'la-vila-de-gracia',
        languages: ['ca', 'es'],
        bio: fixtures.getMyCreatorProfile.bio,
        city: 'Barcelona',
        instagram_handle: 'laia.gracia',
        instagram_followers: 48200,
        tiktok_handle: 'laiapuig',
        tiktok_followers: 0,
        gender: 'woman',
        birth_date: '1996-04-23',
        category_ids: [1, 3],
        accepts_invites: true,
      },
    ]);
    await expect(instagram).toHaveValue('laia.gracia');
    await expect(creator.getByRole('checkbox', { name: 'Fashion' })).toBeChecked();
    await expect(creator.queryByRole('checkbox', { name: 'Lifestyle' })).toBeNull();
    // Creator-profile saves do not change the signed-in user.
    await expect(args.onUserUpdated).not.toHaveBeenCalled();
  },
};

/** The server refuses a category (422 on `category_ids.0`): the message is under the list. */
export const CreatorProfileFieldError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(updateMyCreatorProfile.path, async ({ request, response }) => {
          received.updateMyCreatorProfile.push(await request.json());
          return response(422).json({
            message: 'The selected category ids is invalid.',
            errors: { 'category_ids.0': ['The selected category ids is invalid.'] },
          });
        }),
        ...handlersFor(laia),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    const bio = await creator.findByRole('textbox', { name: 'Bio' });
    await userEvent.type(bio, ' Brunch on Saturdays too.');
    await userEvent.click(creator.getByRole('button', { name: 'Save creator profile' }));
    await expect(await creator.findByText('The selected category ids is invalid.')).toBeVisible();
    await waitFor(() => expect(creator.getByRole('checkbox', { name: 'Fashion' })).toHaveFocus());
    await expect(bio).toHaveValue(
      `${fixtures.getMyCreatorProfile.bio ?? ''} Brunch on Saturdays too.`,
    );
  },
};

/** No categories exist yet and the creator has none: a note instead of the list. */
export const CreatorCategoriesEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(listCategories.path, ({ response }) => response(200).json({ data: [] })),
        http.get(getMyCreatorProfile.path, ({ response }) =>
          response(200).json({ ...fixtures.getMyCreatorProfile, categories: [] }),
        ),
        ...handlersFor(laia),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const creator = await creatorSection(canvasElement);
    await expect(await creator.findByText(i18n._(NO_CATEGORIES_MESSAGE))).toBeVisible();
    const categories = within(creator.getByRole('group', { name: 'Categories' }));
    await expect(categories.queryByRole('checkbox')).toBeNull();
    await userEvent.click(creator.getByRole('button', { name: 'Save creator profile' }));
    await expect(await creator.findByText(i18n._(CREATOR_PROFILE_SAVED_MESSAGE))).toBeVisible();
    await expect(received.updateMyCreatorProfile).toEqual([
      expect.objectContaining({ category_ids: [] }),
    ]);
  },
};

let profileCalls = 0;

/** The creator profile fails to load: the rest of the page works, Try Again loads it. */
export const CreatorProfileLoadError: Story = {
  beforeEach: () => {
    profileCalls = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(getMyCreatorProfile.path, ({ response }) => {
          profileCalls += 1;
          return profileCalls === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(fixtures.getMyCreatorProfile);
        }),
        ...handlersFor(laia),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const creator = await section(canvasElement, 'Creator profile');
    const alert = await creator.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('We couldn’t load your creator profile');
    await expect(alert).toHaveTextContent(i18n._(SERVER_ERROR_MESSAGE));
    // The profile and password sections still work.
    const profile = await section(canvasElement, 'Profile');
    await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Laia');
    await userEvent.click(creator.getByRole('button', { name: 'Try Again' }));
    await expect(
      await creator.findByRole('textbox', { name: 'Instagram handle' }, { timeout: 5000 }),
    ).toHaveValue('laiapuig.bcn');
  },
};

let categoryCalls = 0;

/** The category list fails to load: the form still saves the saved categories; Try Again. */
export const CreatorCategoriesLoadError: Story = {
  beforeEach: () => {
    categoryCalls = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(listCategories.path, ({ response }) => {
          categoryCalls += 1;
          return categoryCalls === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(fixtures.listCategories);
        }),
        ...handlersFor(laia),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const creator = await section(canvasElement, 'Creator profile');
    await expect(
      await creator.findByText('We couldn’t load the categories.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(creator.getByRole('button', { name: 'Save creator profile' }));
    await expect(await creator.findByText(i18n._(CREATOR_PROFILE_SAVED_MESSAGE))).toBeVisible();
    await expect(received.updateMyCreatorProfile).toEqual([
      expect.objectContaining({ category_ids: [1, 5] }),
    ]);
    await userEvent.click(creator.getByRole('button', { name: 'Try Again' }));
    await expect(await creator.findByRole('checkbox', { name: 'Fashion' })).not.toBeChecked();
    await expect(creator.getByRole('checkbox', { name: 'Food & drink' })).toBeChecked();
  },
};

/** The creator's page on a 375 px phone: nothing overflows, touch targets are 44 px. */
export const CreatorOnPhone: Story = {
  parameters: { msw: { handlers: handlersFor(laia) } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expect(view.innerWidth).toBe(375);
    const creator = await creatorSection(canvasElement);
    await creator.findByRole('checkbox', { name: 'Food & drink' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const name of ['Save profile', 'Change password', 'Save creator profile']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const firstName = canvas.getByRole('textbox', { name: 'First name' }).getBoundingClientRect();
    await expect(firstName.height).toBeGreaterThanOrEqual(44);
    // Fields stack: Last name sits under First name.
    const lastName = canvas.getByRole('textbox', { name: 'Last name' }).getBoundingClientRect();
    await expect(lastName.top).toBeGreaterThan(firstName.bottom);
  },
};

/**
 * In Catalan on a phone: the account's language is chosen among the three, each named in
 * itself; saving sends it through `updateMe`, and the portal switches to it (the page now reads
 * in Spanish, the confirmation too).
 */
export const LanguageSavedInCatalanOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configuració' })).toBeVisible();
    const language = await section(canvasElement, 'Llengua');
    await expect(language.getByRole('radio', { name: 'Català' })).toBeChecked();
    await expect(language.getByRole('radio', { name: 'English' })).not.toBeChecked();
    await userEvent.click(language.getByRole('radio', { name: 'Español' }));
    await userEvent.click(language.getByRole('button', { name: 'Desa la llengua' }));

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Configuración' }),
    ).toBeVisible();
    const idioma = await section(canvasElement, 'Idioma');
    await expect(await idioma.findByText('Se ha guardado el idioma.')).toBeVisible();
    await expect(idioma.getByRole('radio', { name: 'Español' })).toBeChecked();
    await expect(received.updateMe).toEqual([{ locale: 'es' }]);
    await expect(args.onUserUpdated).toHaveBeenCalledWith(
      expect.objectContaining({ locale: 'es' }),
    );
    const save = idioma.getByRole('button', { name: 'Guarda el idioma' }).getBoundingClientRect();
    await expect(save.height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * In Catalan, the save fails (500): the reason shows above the choice, the chosen language stays
 * picked, and the portal stays in Catalan.
 */
export const LanguageSaveFailsInCatalan: Story = {
  globals: { locale: 'ca' },
  parameters: {
    msw: {
      handlers: [
        http.patch(updateMe.path, async ({ request, response }) => {
          received.updateMe.push(await request.json());
          return response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }));
        }),
        ...handlersFor(jordi),
      ],
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const language = await section(canvasElement, 'Llengua');
    await userEvent.click(language.getByRole('radio', { name: 'English' }));
    await userEvent.click(language.getByRole('button', { name: 'Desa la llengua' }));

    const alert = await language.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Alguna cosa ha fallat per part nostra. Torna-ho a provar d’aquí a una estona.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(language.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(received.updateMe).toEqual([{ locale: 'en' }]);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configuració' })).toBeVisible();
    await expect(language.queryByText('S’ha desat la llengua.')).toBeNull();
    await expect(args.onUserUpdated).not.toHaveBeenCalled();
  },
};
