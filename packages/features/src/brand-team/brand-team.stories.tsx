import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { atPhoneWidth, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { forbiddenStory, loadingStory } from '../test-support/state-stories';
import { BrandTeamScreen } from './brand-team';

const { listBrandOptions, listBrandManagers, inviteBrandManager } = operationRoutes;
const managersPath = listBrandManagers.path.replace('{id}', ':id');
const invitePath = inviteBrandManager.path.replace('{id}', ':id');
const oneBrand = http.get(listBrandOptions.path, () =>
  HttpResponse.json({ data: [{ id: 2, name: 'Forn Sant Pau' }] }),
);
let invited: unknown[] = [];

const meta = {
  title: 'Features/Brand/Team',
  component: BrandTeamScreen,
  beforeEach: () => {
    invited = [];
  },
  parameters: {
    msw: {
      handlers: [
        oneBrand,
        http.get(managersPath, () => HttpResponse.json(fixtures.listBrandManagers)),
        http.post(invitePath, async ({ request }) => {
          invited.push(await request.json());
          return HttpResponse.json(fixtures.inviteBrandManager, { status: 201 });
        }),
      ],
    },
  },
} satisfies Meta<typeof BrandTeamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The managers, the invitation still open, and a colleague invited. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Managers of Forn Sant Pau')).toBeVisible();
    await expect(canvas.getByText('Montse Casals')).toBeVisible();
    await expect(canvas.getByText('pere.casals@example.com')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Their email/), 'pere.casals@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await canvas.findByText('Invitation sent to pere.casals@example.com.'),
    ).toBeVisible();
    await expect(invited).toEqual([{ email: 'pere.casals@example.com' }]);
  },
};

/** Someone already invited: the server's words under the email, which stays. */
export const AlreadyInvited: Story = {
  parameters: {
    msw: {
      handlers: [
        oneBrand,
        http.get(managersPath, () => HttpResponse.json(fixtures.listBrandManagers)),
        http.post(invitePath, () =>
          HttpResponse.json(
            errorBody('This person already manages the brand or has an invitation waiting.'),
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText(/^Their email/);
    await userEvent.type(email, 'montse.casals@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already manages the brand/));
    await expect(email).toHaveValue('montse.casals@example.com');
  },
};

export const Loading: Story = loadingStory(listBrandManagers.path, 'Loading your team…', {
  handlers: [oneBrand],
});

export const Forbidden: Story = forbiddenStory(
  listBrandOptions.path,
  'The team is managed from a brand account.',
);

/** A read that failed: said, with Try Again. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        oneBrand,
        http.get(managersPath, () => HttpResponse.json(errorBody('Server Error'), { status: 500 })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We couldn’t load your team')).toBeVisible();
  },
};

/** On a phone: one column, nothing sideways. */
export const Phone: Story = {
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas }) => {
    await atPhoneWidth();
    await expect(await canvas.findByText('Gestores de Forn Sant Pau')).toBeVisible();
    noSidewaysScroll();
  },
};
