import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { matchSearch } from '../test-support/list-stories';
import { listKit, manyOf, searchNoMatchStory } from '../test-support/list-story-kit';
import {
  atPhoneWidth,
  chooseOption,
  english,
  noSidewaysScroll,
  phone,
  phoneStory,
} from '../test-support/screen-stories';
import {
  retriedOnceStory,
  forbiddenStory,
  loadingStory,
  type StoryCanvas,
} from '../test-support/state-stories';
import { AdminUsersList } from './admin-users-list';
import {
  ADMIN_USERS_FORBIDDEN_MESSAGE,
  ADMIN_USERS_LOAD_ERROR_HEADING,
  type AdminUser,
} from './admin-users-list-view';
import { INVITE_USER_MESSAGES } from './invite-user-dialog';

const PATH = operationRoutes.listAdminUsers.path;
const INVITE = operationRoutes.createInvitation.path;
const [nuria, laia, jordi] = fixtures.listAdminUsers.data as [AdminUser, AdminUser, AdminUser];
const marc: AdminUser = {
  ...jordi,
  id: 18,
  first_name: 'Marc',
  last_name: 'Soler',
  name: 'Marc Soler',
  email: 'marc.soler@example.com',
  avatar_path: null,
  status: 'disabled',
  created_at: '2026-03-14T11:00:00Z',
};
const clara: AdminUser = {
  ...jordi,
  id: 1,
  type: 'admin',
  first_name: 'Clara',
  last_name: 'Roig',
  name: 'Clara Roig',
  email: 'clara.roig@colla.test',
  avatar_path: null,
  created_at: '2026-01-05T09:00:00Z',
};
const users = [nuria, laia, jordi, marc, clara];

const search = matchSearch<AdminUser>((user) => [user.name, user.email]);
/** Answers like the server: filters by type, status and a case-insensitive name/email search. */
const kit = listKit<AdminUser>(
  PATH,
  (user, params) =>
    (!params.get('type') || user.type === params.get('type')) &&
    (!params.get('status') || user.status === params.get('status')) &&
    search(user, params),
);
/** Every request's query (to check what was sent) and every query the list wrote to the URL. */
const { requests, url } = kit;
const listHandler = (items: readonly AdminUser[] = users) => kit.handler(items);
/** Every invitation body the server received. */
let invitations: unknown[] = [];

const meta = {
  title: 'Features/Admin/Users',
  component: AdminUsersList,
  decorators: [url.decorator],
  args: {
    userHref: (id: number) => `/app/admin/users/${id}`,
    onInvited: fn(),
  },
  beforeEach: () => {
    kit.clear();
    invitations = [];
  },
  parameters: { msw: { handlers: [listHandler()] } },
} satisfies Meta<typeof AdminUsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every user with email, type, status and joined date; each name opens the user's page. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(users.length + 1);
    await expect(within(table).getByRole('link', { name: laia.name })).toHaveAttribute(
      'href',
      `/app/admin/users/${laia.id}`,
    );
    const marcRow = within(table).getByRole('row', { name: /Marc Soler/ });
    await expect(marcRow).toHaveTextContent('marc.soler@example.com');
    await expect(marcRow).toHaveTextContent('Brand');
    await expect(marcRow).toHaveTextContent('Disabled');
    await expect(marcRow).toHaveTextContent('March 14, 2026');
    await expect(canvas.getByText('5 users')).toBeVisible();
    await expect(requests.seen).toHaveLength(1);
    await expect(requests.seen[0]?.get('page')).toBe('1');
    await expect(requests.seen[0]?.has('type')).toBe(false);
    await expect(requests.seen[0]?.has('status')).toBe(false);
  },
};

/** The type buttons and the status select ask the server, from page 1, and go in the URL. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Users' });
    await userEvent.click(canvas.getByRole('button', { name: 'Brands' }));
    // The filtered answer is on screen (not just the rows gone while it loads) before checking.
    await expect(await canvas.findByText('2 users found')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: laia.name })).toBeNull());
    await expect(requests.seen.at(-1)?.get('type')).toBe('brand');
    await chooseOption(canvas.getByRole('combobox', { name: 'Status' }), 'Disabled');
    await waitFor(() => expect(canvas.queryByRole('link', { name: jordi.name })).toBeNull());
    await expect(await canvas.findByRole('link', { name: marc.name })).toBeVisible();
    await expect(requests.seen.at(-1)?.get('type')).toBe('brand');
    await expect(requests.seen.at(-1)?.get('status')).toBe('disabled');
    await expect(url.writes.at(-1)).toBe('type=brand&status=disabled');
  },
};

const usersTable = (canvas: StoryCanvas) => canvas.findByRole('table', { name: 'Users' });

/** Typing waits for a pause, then searches once; nothing matches, and Clear filters recovers. */
export const SearchWithNoResults: Story = searchNoMatchStory({
  ready: usersTable,
  searchbox: 'Search users',
  text: 'montse',
  heading: 'No users match',
  requests,
  url,
  back: laia.name,
});

/** A search by email, sent at once with Enter. */
export const SearchFound: Story = kit.searchFound({
  ready: usersTable,
  searchbox: 'Search users',
  text: 'colla.test',
  gone: laia.name,
  found: clara.name,
});

/** The query lives in the URL: the list starts from it. */
export const Controlled: Story = {
  parameters: { search: 'type=creator&status=active&search=laia' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: laia.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('laia');
    await expect(canvas.getByRole('button', { name: 'Creators' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await expect(requests.seen[0]?.toString()).toBe(
      'search=laia&type=creator&status=active&page=1&per_page=20',
    );
  },
};

const many = manyOf(nuria, (n) => ({
  name: `Creator of Gràcia ${n}`,
  email: `creator${n}@example.com`,
}));

/** 45 users, 20 a page: Next is a link to `?page=2` and asks for page 2. */
export const Paginated: Story = kit.paginated([listHandler(many)], {
  first: 'Creator of Gràcia 1',
  second: 'Creator of Gràcia 21',
  count: '45 users',
});

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No users yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Invite user' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading users…', {
  absent: (canvas) => canvas.queryByRole('table'),
});

/** A server error offers Try Again, which really asks again. */
export const ServerError: Story = retriedOnceStory(
  PATH,
  fixtures.listAdminUsers,
  [english(ADMIN_USERS_LOAD_ERROR_HEADING)],
  async ({ canvas }) => expect(await canvas.findByRole('link', { name: laia.name })).toBeVisible(),
);

export const Forbidden: Story = forbiddenStory(PATH, english(ADMIN_USERS_FORBIDDEN_MESSAGE), {
  then: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Invite user' })).toBeNull();
  },
});

/** Opens the invitation dialog once the list is loaded; its content. */
async function openInviteDialog(canvas: StoryCanvas) {
  await usersTable(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Invite user' }));
  return within(await screen.findByRole('dialog', { name: 'Invite user' }));
}

function inviteHandler() {
  return http.post(INVITE, async ({ request, response }) => {
    const body = await request.json();
    invitations.push(body);
    if (body.email === 'jordi.ferrer@example.com')
      return response(422).json({
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      });
    return response(201).json({
      id: 9,
      email: body.email,
      type: body.type,
      brand_id: body.brand_id ?? null,
      expires_at: '2026-11-28T10:00:00Z',
      accepted_at: null,
      created_at: '2026-11-21T10:00:00Z',
    });
  });
}

/** Inviting a brand user: the brand is required, the body carries it, and the email is confirmed. */
export const InviteBrandUser: Story = {
  parameters: { msw: { handlers: [listHandler(), inviteHandler()] } },
  play: async ({ canvas, args }) => {
    const body = await openInviteDialog(canvas);
    await userEvent.type(body.getByRole('textbox', { name: /Email/ }), 'montse.casals@example.com');
    await chooseOption(body.getByRole('combobox', { name: /Account type/ }), 'Brand');
    await userEvent.click(body.getByRole('button', { name: 'Send invitation' }));
    await expect(await body.findByText(i18n._(INVITE_USER_MESSAGES.brandRequired))).toBeVisible();
    await expect(invitations).toHaveLength(0);
    await chooseOption(body.getByRole('combobox', { name: /Brand/ }), 'Forn Sant Pau');
    await userEvent.click(body.getByRole('button', { name: 'Send invitation' }));
    await expect(await body.findByRole('heading', { name: 'Invitation sent' })).toBeVisible();
    await expect(body.getByText('montse.casals@example.com')).toBeVisible();
    await expect(invitations).toEqual([
      { email: 'montse.casals@example.com', type: 'brand', brand_id: 2 },
    ]);
    await expect(args.onInvited).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'montse.casals@example.com' }),
    );
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await expect(
      await canvas.findByText('Invitation sent to montse.casals@example.com.'),
    ).toBeVisible();
  },
};

/** The server's 422 shows under the email field, and what was typed stays. */
export const InviteFieldError: Story = {
  parameters: { msw: { handlers: [listHandler(), inviteHandler()] } },
  play: async ({ canvas }) => {
    const body = await openInviteDialog(canvas);
    const email = body.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'jordi.ferrer@example.com{Enter}');
    await expect(await body.findByText('The email has already been taken.')).toBeVisible();
    await expect(email).toHaveValue('jordi.ferrer@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(invitations).toEqual([{ email: 'jordi.ferrer@example.com', type: 'creator' }]);
  },
};

/** A server failure shows in an alert that takes focus; what was typed stays. */
export const InviteServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        listHandler(),
        http.post(INVITE, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const body = await openInviteDialog(canvas);
    const email = body.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'arnau.pons@example.com{Enter}');
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(email).toHaveValue('arnau.pons@example.com');
  },
};

/** At 375 px the table becomes cards and nothing scrolls sideways. */
export const Phone: Story = phoneStory(async ({ canvas }) => {
  const list = await canvas.findByRole('list', { name: 'Users' });
  await expect(within(list).getByRole('link', { name: laia.name })).toBeVisible();
  await expect(canvas.queryByRole('table')).toBeNull();
});

/** In Catalan on a phone: the cards, the filters, the count and the invite button read in Catalan. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Usuaris' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuaris' })).toBeVisible();
    await expect(canvas.getByText('Marques, creadors i administradors de Colla.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Administradors' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Estat' })).toHaveTextContent(
      'Qualsevol estat',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Cerca usuaris' })).toHaveAttribute(
      'placeholder',
      'Nom o correu electrònic',
    );
    const marcCard = within(list).getByRole('link', { name: marc.name }).closest('li');
    await expect(marcCard).toHaveTextContent('Marca');
    await expect(marcCard).toHaveTextContent('Desactivat');
    await expect(marcCard).toHaveTextContent('Alta: 14 de març del 2026');
    await expect(canvas.getByText('5 usuaris')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Convida un usuari' })).toBeVisible();
    await atPhoneWidth();
    await noSidewaysScroll();
  },
};

/** In Spanish: the type buttons and the status select, the table's headers and its words. */
export const FilteredInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Usuarios' });
    await expect(within(table).getByRole('columnheader', { name: 'Fecha de alta' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Marcas' }));
    await expect(await canvas.findByText('2 usuarios encontrados')).toBeVisible();
    await chooseOption(canvas.getByRole('combobox', { name: 'Estado' }), 'Desactivado');
    await waitFor(() => expect(canvas.queryByRole('link', { name: jordi.name })).toBeNull());
    const marcRow = within(canvas.getByRole('table', { name: 'Usuarios' })).getByRole('row', {
      name: /Marc Soler/,
    });
    await expect(marcRow).toHaveTextContent('Marca');
    await expect(marcRow).toHaveTextContent('Desactivado');
    await expect(marcRow).toHaveTextContent('14 de marzo de 2026');
    await expect(canvas.getByText('1 usuario encontrado')).toBeVisible();
  },
};

/**
 * Inviting in Catalan on a phone: the form's own checks, the brand it asks for, the confirmation
 * and the line above the list all read in Catalan.
 */
export const InviteInCatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  parameters: { msw: { handlers: [listHandler(), inviteHandler()] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Usuaris' });
    await userEvent.click(canvas.getByRole('button', { name: 'Convida un usuari' }));
    const body = within(await screen.findByRole('dialog', { name: 'Convida un usuari' }));
    await expect(
      body.getByText(
        'Li enviarem per correu electrònic un enllaç per unir-se a Colla. És vàlid durant 7 dies.',
      ),
    ).toBeVisible();
    const email = body.getByRole('textbox', { name: /Correu electrònic/ });
    await expect(email).toHaveAttribute('placeholder', 'nom@exemple.com');
    await userEvent.click(body.getByRole('button', { name: 'Envia la invitació' }));
    await expect(
      await body.findByText('Escriu l’adreça de correu electrònic que vols convidar.'),
    ).toBeVisible();
    await userEvent.type(email, 'montse.casals');
    await userEvent.click(body.getByRole('button', { name: 'Envia la invitació' }));
    await expect(
      await body.findByText(
        'Escriu una adreça de correu electrònic vàlida, com ara nom@exemple.com.',
      ),
    ).toBeVisible();
    await userEvent.type(email, '@example.com');
    await chooseOption(body.getByRole('combobox', { name: /Tipus de compte/ }), 'Marca');
    await expect(body.getByText('La marca que gestionarà aquesta persona.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Envia la invitació' }));
    await expect(
      await body.findByText('Tria la marca que gestionarà aquesta persona.'),
    ).toBeVisible();
    await expect(invitations).toHaveLength(0);
    await chooseOption(body.getByRole('combobox', { name: /^Marca/ }), 'Forn Sant Pau');
    await userEvent.click(body.getByRole('button', { name: 'Envia la invitació' }));
    await expect(await body.findByRole('heading', { name: 'Invitació enviada' })).toBeVisible();
    await expect(body.getByText('Compte de marca convidat')).toBeVisible();
    await expect(body.getByText(/L’enllaç és vàlid durant 7 dies/)).toBeVisible();
    await noSidewaysScroll();
    await userEvent.click(body.getByRole('button', { name: 'Fet' }));
    await expect(
      await canvas.findByText('S’ha enviat la invitació a montse.casals@example.com.'),
    ).toBeVisible();
  },
};

/** Inviting an admin in Spanish: the email check, then the confirmation, in Spanish. */
export const InviteInSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { msw: { handlers: [listHandler(), inviteHandler()] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Usuarios' });
    await userEvent.click(canvas.getByRole('button', { name: 'Invita a un usuario' }));
    const body = within(await screen.findByRole('dialog', { name: 'Invita a un usuario' }));
    const email = body.getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.type(email, 'pau.serra@colla{Enter}');
    await expect(
      await body.findByText(
        'Escribe una dirección de correo electrónico válida, como nombre@ejemplo.com.',
      ),
    ).toBeVisible();
    await userEvent.type(email, '.test');
    await chooseOption(body.getByRole('combobox', { name: /Tipo de cuenta/ }), 'Administrador');
    await userEvent.click(body.getByRole('button', { name: 'Envía la invitación' }));
    await expect(await body.findByRole('heading', { name: 'Invitación enviada' })).toBeVisible();
    await expect(body.getByText('Cuenta de administrador invitada')).toBeVisible();
    await expect(invitations).toEqual([{ email: 'pau.serra@colla.test', type: 'admin' }]);
    await userEvent.click(body.getByRole('button', { name: 'Listo' }));
    await expect(
      await canvas.findByText('Se ha enviado la invitación a pau.serra@colla.test.'),
    ).toBeVisible();
  },
};
