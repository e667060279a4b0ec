import { operationRoutes } from '@colla/api-client';
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
import { AdminUserScreen } from './admin-user-screen';
import {
  ADMIN_USER_FORBIDDEN_MESSAGE,
  ADMIN_USER_LOAD_ERROR_HEADING,
  ADMIN_USER_NOT_FOUND_HEADING,
  type AdminUserDetail,
} from './admin-user-view';

const { getAdminUser, updateAdminUser, impersonateUser } = operationRoutes;
const laia = fixtures.getAdminUser as AdminUserDetail;

const jordi: AdminUserDetail = {
  id: 12,
  type: 'brand',
  first_name: 'Jordi',
  last_name: 'Ferrer',
  name: 'Jordi Ferrer',
  email: 'jordi.ferrer@example.com',
  avatar_path: null,
  locale: 'en',
  status: 'active',
  created_at: '2026-04-02T09:00:00Z',
  last_login_at: null,
  brands: [{ id: 1, name: 'Vermut Gràcia' }],
  proposals: [
    {
      id: 4,
      name: 'Summer vermut tasting in Gràcia',
      slug: 'summer-vermut-tasting-gracia',
      status: 'active',
      image: null,
      start_date: '2026-06-01',
      end_date: '2026-07-15',
      brand: { id: 1, name: 'Vermut Gràcia' },
    },
  ],
  applications: [],
  deals: laia.deals,
};

const clara: AdminUserDetail = {
  ...jordi,
  id: 2,
  type: 'admin',
  first_name: 'Pau',
  last_name: 'Serra',
  name: 'Pau Serra',
  email: 'pau.serra@colla.test',
  brands: [],
  proposals: [],
  deals: [],
};

/** Every PATCH body the server received. */
let patches: unknown[] = [];

function userHandler(user: AdminUserDetail = laia) {
  return http.get(getAdminUser.path, ({ response }) => response(200).json(user));
}

const meta = {
  title: 'Features/Admin/User',
  component: AdminUserScreen,
  args: {
    userId: laia.id,
    usersHref: '/app/admin/users',
    proposalHref: (id: number) => `/app/admin/proposals/${id}`,
    dealHref: (id: number) => `/app/deals/${id}`,
    onImpersonated: fn(),
  },
  beforeEach: () => {
    patches = [];
  },
  parameters: { msw: { handlers: [userHandler()] } },
} satisfies Meta<typeof AdminUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A creator: profile, applications (with their deal) and deals, each linking to its page. */
export const Creator: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: laia.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/app/admin/users',
    );
    const profile = canvas.getByRole('region', { name: 'Profile' });
    await expect(profile).toHaveTextContent('Creator');
    await expect(profile).toHaveTextContent('Active');
    await expect(profile).toHaveTextContent('May 11, 2026');
    const applications = canvas.getByRole('region', { name: /Applications/ });
    await expect(
      within(applications).getByRole('link', { name: 'Sourdough mornings at Forn Sant Pau' }),
    ).toHaveAttribute('href', '/app/admin/proposals/7');
    await expect(
      within(applications).getByRole('link', { name: /View deal for Summer vermut/ }),
    ).toHaveAttribute('href', '/app/deals/8');
    await expect(within(applications).getByText('Pending')).toBeVisible();
    const deals = canvas.getByRole('region', { name: /Deals/ });
    await expect(
      within(deals).getByRole('link', { name: 'Summer vermut tasting in Gràcia' }),
    ).toHaveAttribute('href', '/app/deals/8');
    await expect(within(deals).getByText(/2 of 3 tasks completed/)).toBeVisible();
    await expect(within(deals).getByText(/Next due June 17, 2026/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Proposals/ })).toBeNull();
  },
};

/** A brand user: the brands they manage, their proposals and deals; never signed in yet. */
export const BrandUser: Story = {
  args: { userId: jordi.id, brandHref: (id: number) => `/app/admin/brands/${id}/edit` },
  parameters: { msw: { handlers: [userHandler(jordi)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: jordi.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vermut Gràcia' })).toHaveAttribute(
      'href',
      '/app/admin/brands/1/edit',
    );
    const proposals = canvas.getByRole('region', { name: /Proposals/ });
    await expect(
      within(proposals).getByRole('link', { name: 'Summer vermut tasting in Gràcia' }),
    ).toHaveAttribute('href', '/app/admin/proposals/4');
    await expect(canvas.getByText('Never')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Applications/ })).toBeNull();
  },
};

/** An admin has no related records. */
export const Admin: Story = {
  args: { userId: clara.id },
  parameters: { msw: { handlers: [userHandler(clara)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Admins have no brands/)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(getAdminUser.path, 'Loading the user…');

export const NotFound: Story = notFoundStory(
  getAdminUser.path,
  english(ADMIN_USER_NOT_FOUND_HEADING),
  {
    then: async ({ canvas }) => {
      await expect(canvas.getByRole('link', { name: 'Back to users' })).toBeVisible();
    },
  },
);

export const Forbidden: Story = forbiddenStory(
  getAdminUser.path,
  english(ADMIN_USER_FORBIDDEN_MESSAGE),
);

/** A server error offers Try Again, which really asks again. */
export const ServerError: Story = retriedOnceStory(
  getAdminUser.path,
  laia,
  [english(ADMIN_USER_LOAD_ERROR_HEADING)],
  async ({ canvas }) =>
    expect(await canvas.findByRole('heading', { level: 1, name: laia.name })).toBeVisible(),
);

function patchHandler() {
  return http.patch(updateAdminUser.path, async ({ request, response }) => {
    const body = await request.json();
    patches.push(body);
    return response(200).json({
      id: laia.id,
      type: laia.type,
      first_name: laia.first_name,
      last_name: laia.last_name,
      name: laia.name,
      email: laia.email,
      avatar_path: laia.avatar_path,
      locale: laia.locale,
      status: body.status ?? laia.status,
      created_at: laia.created_at,
      last_login_at: laia.last_login_at,
    });
  });
}

/** Disabling asks first (saying sessions are revoked), sends `{ status: 'disabled' }` and shows it. */
export const Disable: Story = {
  parameters: { msw: { handlers: [userHandler(), patchHandler()] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable user' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Disable ${laia.name}?` });
    await expect(dialog).toHaveTextContent(/signed out everywhere/);
    await expect(dialog).toHaveTextContent(/tokens are revoked/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable user' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(patches).toEqual([{ status: 'disabled' }]);
    await expect(
      await canvas.findByText(`${laia.name} is disabled and has been signed out everywhere.`),
    ).toBeVisible();
    await expect(canvas.getByText(/This account is disabled/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enable user' })).toBeVisible();
  },
};

/** Enabling a disabled user sends `{ status: 'active' }`. */
export const Enable: Story = {
  parameters: {
    msw: { handlers: [userHandler({ ...laia, status: 'disabled' }), patchHandler()] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Enable user' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Enable ${laia.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable user' }));
    await expect(await canvas.findByText(`${laia.name} can sign in again.`)).toBeVisible();
    await expect(patches).toEqual([{ status: 'active' }]);
    await expect(canvas.getByRole('button', { name: 'Disable user' })).toBeVisible();
  },
};

/** The server refuses (disabling yourself): its message shows in the dialog, which stays open. */
export const DisableRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        userHandler(),
        http.patch(updateAdminUser.path, ({ response }) =>
          response(409).json(errorBody('You cannot disable your own account.')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable user' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable user' }));
    await expect(
      await within(dialog).findByText('You cannot disable your own account.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/This account is disabled/)).toBeNull();
  },
};

/** Impersonating hands the server's answer (token, user, original user) to the app. */
export const Impersonate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Impersonate' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Impersonate ${laia.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(args.onImpersonated).toHaveBeenCalledWith(fixtures.impersonateUser));
  },
};

/** Admins cannot be impersonated: the server's 409 message shows, and the app is not told. */
export const ImpersonateRefused: Story = {
  args: { userId: clara.id },
  parameters: {
    msw: {
      handlers: [
        userHandler(clara),
        http.post(impersonateUser.path, ({ response }) =>
          response(409).json(errorBody('Admins cannot be impersonated.')),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Impersonate' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
    await expect(await within(dialog).findByText('Admins cannot be impersonated.')).toBeVisible();
    await expect(args.onImpersonated).not.toHaveBeenCalled();
  },
};

/** At 375 px everything stacks and nothing scrolls sideways. */
export const Phone: Story = phoneStory(async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: laia.name })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Impersonate' })).toBeVisible();
});

/** In Catalan on a phone: the profile, the applications and deals, and the actions read in Catalan. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: laia.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Torna als usuaris' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entra com a aquest usuari' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desactiva l’usuari' })).toBeVisible();
    const profile = canvas.getByRole('region', { name: 'Perfil' });
    await expect(profile).toHaveTextContent('Tipus');
    await expect(profile).toHaveTextContent('Creador');
    await expect(profile).toHaveTextContent('Actiu');
    await expect(profile).toHaveTextContent('Data d’alta');
    await expect(profile).toHaveTextContent('11 de maig del 2026');
    await expect(profile).toHaveTextContent('Últim inici de sessió');
    const applications = canvas.getByRole('region', { name: /Sol·licituds/ });
    await expect(within(applications).getAllByText(/^Sol·licitada el \d/)[0]).toBeVisible();
    await expect(
      within(applications).getByRole('link', {
        name: 'Obre la col·laboració de la proposta Summer vermut tasting in Gràcia',
      }),
    ).toHaveAttribute('href', '/app/deals/8');
    const deals = canvas.getByRole('region', { name: /Col·laboracions/ });
    await expect(within(deals).getByText(/2 de 3 tasques completades/)).toBeVisible();
    await expect(within(deals).getByText(/Propera data límit: 17 de juny del 2026/)).toBeVisible();
    await atPhoneWidth();
    await noSidewaysScroll();
  },
};

/** Disabling in Catalan: the question, the warning about sessions, and what the page says after. */
export const DisableInCatalan: Story = {
  globals: { locale: 'ca' },
  parameters: { msw: { handlers: [userHandler(), patchHandler()] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Desactiva l’usuari' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Vols desactivar ${laia.name}?`,
    });
    await expect(dialog).toHaveTextContent(/sortirà de Colla a tots els dispositius/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactiva l’usuari' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(
      await canvas.findByText(
        `Compte desactivat: ${laia.name} ha sortit de Colla a tots els dispositius.`,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Aquest compte està desactivat: Laia no pot iniciar la sessió.'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Perfil' })).toHaveTextContent('Desactivat');
    await expect(canvas.getByRole('button', { name: 'Activa l’usuari' })).toBeVisible();
  },
};

/** A brand user in Spanish: proposals with their start, never signed in, and the impersonation question. */
export const BrandUserInSpanish: Story = {
  args: { userId: jordi.id },
  globals: { locale: 'es' },
  parameters: { msw: { handlers: [userHandler(jordi)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: jordi.name })).toBeVisible();
    const proposals = canvas.getByRole('region', { name: /Propuestas/ });
    await expect(
      within(proposals).getByText('Vermut Gràcia · desde el 1 de junio de 2026'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Marcas/ })).toBeVisible();
    const profile = canvas.getByRole('region', { name: 'Perfil' });
    await expect(profile).toHaveTextContent('Último inicio de sesión');
    await expect(profile).toHaveTextContent('Nunca');
    await expect(profile).toHaveTextContent('Marca');
    await expect(profile).toHaveTextContent('Activo');
    await userEvent.click(canvas.getByRole('button', { name: 'Entra como este usuario' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `¿Quieres entrar como ${jordi.name}?`,
    });
    await expect(dialog).toHaveTextContent(/actuarás en su nombre/);
    await expect(
      within(dialog).getByRole('button', { name: 'Entra como este usuario' }),
    ).toBeVisible();
  },
};
