import { and, desc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  activityLogs,
  brandManagers,
  brandRequests,
  brands,
  invitations,
  mailOutbox,
  notifications,
  throttles,
} from '../db/schema';
import { untilLimited } from '../test/auth';
import type { ContractApp, OpBody } from '../test/op';
import {
  anyCase,
  callCase,
  defineContract,
  forbiddenFor,
  invalidField,
  unknownId,
  withoutToken,
  type ContractCase,
} from './define';
import { badQuery } from './lists';

const MARTA = 'marta@forndelavila.example';

const request = (overrides: Partial<OpBody<'createBrandRequest'>> = {}) =>
  ({
    business_name: 'Forn de la Vila',
    kind: 'bakery',
    barri: 'la-vila-de-gracia',
    town: null,
    website: 'forndelavila.example',
    instagram_handle: '@forndelavila',
    first_name: 'Marta',
    last_name: 'Soler',
    email: MARTA,
    phone: '+34 612 345 678',
    offer: 'A breakfast for two and a morning behind the counter.',
    privacy_accepted: true,
    locale: 'ca',
    fax: '',
    ...overrides,
  }) as const;

/** Each case below starts with the address's counter at zero; only the throttle case fills it. */
const freshAddress = (t: ContractApp) =>
  t.database.db.delete(throttles).where(like(throttles.key, 'brand-request:%'));

const mailsTo = (t: ContractApp, to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

const requestsOf = (t: ContractApp, email: string) =>
  t.database.db.select().from(brandRequests).where(eq(brandRequests.email, email));

const state = { marta: 0, sabadell: 0, invitationToken: '', brandId: 0 };

const create: ContractCase[] = [
  callCase(
    'createBrandRequest',
    202,
    'a business asks to join: stored, confirmed by mail in its language, admins notified',
    { body: request() },
    {
      before: freshAddress,
      async check(result, t) {
        expect(result.body.message).toBe(
          `Gràcies! T’escriurem a ${MARTA} d’aquí a dos dies feiners.`,
        );
        const [row] = await requestsOf(t, MARTA);
        expect(row).toMatchObject({
          status: 'new',
          businessName: 'Forn de la Vila',
          website: 'https://forndelavila.example',
          instagramHandle: 'forndelavila',
          barri: 'la-vila-de-gracia',
          town: null,
          locale: 'ca',
        });
        state.marta = row?.id ?? 0;
        const [mail] = await mailsTo(t, MARTA);
        expect(mail?.subject).toBe('Tenim la teva sol·licitud per unir-te a Colla');
        expect(mail?.body).toContain('Forn de la Vila');
        const [note] = await t.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, t.world.admin.user.id));
        expect(note).toMatchObject({
          type: 'brand_request',
          link: `/app/admin/brand-requests/${state.marta}`,
        });
        const logs = await t.database.db
          .select()
          .from(activityLogs)
          .where(eq(activityLogs.action, 'brand_request.created'));
        expect(logs).toHaveLength(1);
      },
    },
  ),
  callCase(
    'createBrandRequest',
    202,
    'a bot that fills the hidden field gets the same answer, and nothing is stored or sent',
    { body: request({ email: 'bot@spam.example', fax: 'http://spam.example', locale: 'ca' }) },
    {
      before: freshAddress,
      async check(result, t) {
        expect(result.body.message).toBe(
          'Gràcies! T’escriurem a bot@spam.example d’aquí a dos dies feiners.',
        );
        expect(await requestsOf(t, 'bot@spam.example')).toEqual([]);
        expect(await mailsTo(t, 'bot@spam.example')).toEqual([]);
      },
    },
  ),
  callCase(
    'createBrandRequest',
    202,
    'a town outside Barcelona and only an Instagram address, answered in English',
    {
      body: request({
        email: 'jordi@cansabadell.example',
        business_name: 'Can Sabadell',
        barri: null,
        town: 'Sabadell',
        website: null,
        instagram_handle: 'https://www.instagram.com/cansabadell/',
        locale: 'en',
      }),
    },
    {
      before: freshAddress,
      async check(result, t) {
        expect(result.body.message).toBe(
          "Thanks — we'll write to you at jordi@cansabadell.example within two working days.",
        );
        const [row] = await requestsOf(t, 'jordi@cansabadell.example');
        expect(row).toMatchObject({
          town: 'Sabadell',
          barri: null,
          instagramHandle: 'cansabadell',
        });
        state.sabadell = row?.id ?? 0;
      },
    },
  ),
  callCase(
    'createBrandRequest',
    409,
    'a second request from the same email while the first waits (any case)',
    { body: request({ email: MARTA.toUpperCase() }) },
    {
      before: freshAddress,
      async check(result, t) {
        expect(result.body.message).toMatch(/already have a request from this email/);
        expect(await requestsOf(t, MARTA.toUpperCase())).toEqual([]);
      },
    },
  ),
  anyCase({
    operationId: 'createBrandRequest',
    status: 422,
    name: 'neither website nor Instagram, no barri nor town, no consent, a phone without digits',
    async run(t) {
      await freshAddress(t);
      return t.op('createBrandRequest', {
        body: request({
          email: 'nobody@example.com',
          website: '',
          instagram_handle: null,
          barri: null,
          town: ' ',
          privacy_accepted: false,
          phone: 'call me',
        }),
      });
    },
    check(result) {
      const { errors } = result.body as { errors: Record<string, string[]> };
      expect(Object.keys(errors).sort()).toEqual(['barri', 'phone', 'privacy_accepted', 'website']);
    },
  }),
  invalidField(
    'createBrandRequest',
    'instagram_handle',
    { body: request({ email: 'x@example.com', instagram_handle: 'not a handle!' }) },
    { name: 'an Instagram account that cannot be one' },
  ),
  anyCase({
    operationId: 'createBrandRequest',
    status: 429,
    name: 'limited per address, with Retry-After and how long to wait',
    run: (t) =>
      untilLimited(
        () =>
          t.op('createBrandRequest', { body: request({ email: 'again@example.com', fax: 'x' }) }),
        t.app.colla.config.throttle.brandRequestAddress.limit,
      ),
    check(result) {
      expect(Number(result.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(result.body).toMatchObject({
        message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
      });
    },
  }),
];

const list: ContractCase[] = [
  callCase(
    'listBrandRequests',
    200,
    'every request, newest first, with the counts per status',
    {},
    {
      as: 'admin',
      check(result) {
        expect(result.body.data.map((r) => r.id)).toEqual([state.sabadell, state.marta]);
        expect(result.body.status_counts).toEqual({ new: 2, approved: 0, declined: 0 });
      },
    },
  ),
  callCase(
    'listBrandRequests',
    200,
    'only the declined ones: none yet, the counts still say all',
    { query: { status: 'declined' } },
    {
      as: 'admin',
      check(result) {
        expect(result.body.data).toEqual([]);
        expect(result.body.status_counts.new).toBe(2);
      },
    },
  ),
  badQuery('listBrandRequests', 'admin', 'an unknown status', { status: 'maybe' as 'new' }),
  ...forbiddenFor('listBrandRequests', ['brandUserA', 'creatorA'], {}),
  withoutToken('listBrandRequests'),

  callCase('getBrandRequest', 200, 'the whole request', () => ({ path: { id: state.marta } }), {
    as: 'admin',
    check(result) {
      expect(result.body).toMatchObject({
        business_name: 'Forn de la Vila',
        kind: 'bakery',
        email: MARTA,
        phone: '+34 612 345 678',
        status: 'new',
      });
    },
  }),
  unknownId('getBrandRequest', 'admin'),
  ...forbiddenFor('getBrandRequest', ['brandUserA'], { path: { id: 1 } }),
  withoutToken('getBrandRequest', { path: { id: 1 } }),
];

const decide: ContractCase[] = [
  ...forbiddenFor('approveBrandRequest', ['brandUserA', 'creatorA'], { path: { id: 1 } }),
  withoutToken('approveBrandRequest', { path: { id: 1 } }),
  unknownId('approveBrandRequest', 'admin'),
  anyCase({
    operationId: 'approveBrandRequest',
    status: 422,
    name: 'a contact email that already has an account',
    async run(t) {
      await freshAddress(t);
      await t.op('createBrandRequest', { body: request({ email: t.world.creatorA.user.email }) });
      const [row] = await requestsOf(t, t.world.creatorA.user.email);
      return t.op('approveBrandRequest', { path: { id: row?.id ?? 0 } }, { as: 'admin' });
    },
    async check(result, t) {
      expect(Object.keys((result.body as { errors: object }).errors)).toEqual(['email']);
      const [row] = await requestsOf(t, t.world.creatorA.user.email);
      expect(row?.status).toBe('new');
    },
  }),
  callCase(
    'approveBrandRequest',
    200,
    'creates the brand and emails the contact an invitation to manage it, in their language',
    () => ({ path: { id: state.marta } }),
    {
      as: 'admin',
      async check(result, t) {
        expect(result.body.status).toBe('approved');
        const brandId = result.body.brand_id ?? 0;
        state.brandId = brandId;
        const [brand] = await t.database.db.select().from(brands).where(eq(brands.id, brandId));
        expect(brand).toMatchObject({
          name: 'Forn de la Vila',
          description: 'A breakfast for two and a morning behind the counter.',
          website: 'https://forndelavila.example',
          instagramHandle: 'forndelavila',
          city: 'La Vila de Gràcia, Barcelona',
        });
        const [invitation] = await t.database.db
          .select()
          .from(invitations)
          .where(eq(invitations.email, MARTA));
        expect(invitation).toMatchObject({ type: 'brand', brandId });
        const [mail] = await mailsTo(t, MARTA);
        expect(mail?.subject).toBe('T’han convidat a Colla');
        const match = /\/accept-invitation\/([A-Za-z0-9_%-]+)/.exec(mail?.body ?? '');
        state.invitationToken = decodeURIComponent(match?.[1] ?? '');
        const logs = await t.database.db
          .select()
          .from(activityLogs)
          .where(
            and(
              eq(activityLogs.action, 'brand_request.approved'),
              eq(activityLogs.subjectId, state.marta),
            ),
          );
        expect(logs).toHaveLength(1);

        // The contact accepts it and manages the new brand.
        const accepted = await t.op('acceptInvitation', {
          path: { token: state.invitationToken },
          body: {
            first_name: 'Marta',
            last_name: 'Soler',
            password: 'pa-amb-tomaquet-26',
            password_confirmation: 'pa-amb-tomaquet-26',
          },
        });
        expect(accepted.status).toBe(200);
        const userId = accepted.status === 200 ? accepted.body.user.id : 0;
        expect(accepted.status === 200 && accepted.body.user.type).toBe('brand');
        const managers = await t.database.db
          .select()
          .from(brandManagers)
          .where(eq(brandManagers.brandId, brandId));
        expect(managers.map((m) => m.userId)).toEqual([userId]);
      },
    },
  ),
  callCase(
    'approveBrandRequest',
    409,
    'a request already approved',
    () => ({ path: { id: state.marta } }),
    {
      as: 'admin',
      async check(_result, t) {
        expect(
          await t.database.db.select().from(brands).where(eq(brands.name, 'Forn de la Vila')),
        ).toHaveLength(1);
      },
    },
  ),

  ...forbiddenFor('declineBrandRequest', ['brandUserA', 'creatorA'], {
    path: { id: 1 },
    body: { reason: 'No.' },
  }),
  withoutToken('declineBrandRequest', { path: { id: 1 }, body: { reason: 'No.' } }),
  unknownId('declineBrandRequest', 'admin', 'an unknown id', { body: { reason: 'No.' } }),
  invalidField(
    'declineBrandRequest',
    'reason',
    () => ({ path: { id: state.sabadell }, body: { reason: ' \u200b ' } }),
    { as: 'admin', name: 'a reason with nothing visible' },
  ),
  callCase(
    'declineBrandRequest',
    200,
    'emails the reason to the contact in their language',
    () => ({
      path: { id: state.sabadell },
      body: { reason: 'For now Colla only works with businesses in Barcelona.' },
    }),
    {
      as: 'admin',
      async check(result, t) {
        expect(result.body).toMatchObject({
          status: 'declined',
          decline_reason: 'For now Colla only works with businesses in Barcelona.',
          brand_id: null,
        });
        const [mail] = await mailsTo(t, 'jordi@cansabadell.example');
        expect(mail?.subject).toBe('About your request to join Colla');
        expect(mail?.body).toContain('For now Colla only works with businesses in Barcelona.');
      },
    },
  ),
  callCase(
    'declineBrandRequest',
    409,
    'a request already decided',
    () => ({ path: { id: state.marta }, body: { reason: 'Changed my mind.' } }),
    { as: 'admin' },
  ),
  callCase(
    'listBrandRequests',
    200,
    'after the decisions, filtered by status',
    { query: { status: 'approved' } },
    {
      as: 'admin',
      check(result) {
        expect(result.body.data.map((r) => r.id)).toEqual([state.marta]);
        expect(result.body.status_counts).toEqual({ new: 1, approved: 1, declined: 1 });
      },
    },
  ),
];

const team: ContractCase[] = [
  callCase(
    'listBrandManagers',
    200,
    "a brand user reads their brand's team",
    (t) => ({ path: { id: t.world.brandA.id } }),
    {
      as: 'brandUserA',
      check(result, t) {
        expect(result.body.managers).toEqual([
          expect.objectContaining({
            id: t.world.brandUserA.user.id,
            email: 'jordi@fornsantpau.example',
          }),
        ]);
        expect(result.body.invitations).toEqual([]);
      },
    },
  ),
  callCase(
    'listBrandManagers',
    404,
    "another brand's team is not found",
    (t) => ({ path: { id: t.world.brandB.id } }),
    { as: 'brandUserA' },
  ),
  ...forbiddenFor('listBrandManagers', ['creatorA'], { path: { id: 1 } }),
  withoutToken('listBrandManagers', { path: { id: 1 } }),

  callCase(
    'inviteBrandManager',
    201,
    'a manager invites a colleague to the same brand',
    (t) => ({ path: { id: t.world.brandA.id }, body: { email: 'pere@fornsantpau.example' } }),
    {
      as: 'brandUserA',
      async check(result, t) {
        const [row] = await t.database.db
          .select()
          .from(invitations)
          .where(eq(invitations.id, result.body.id));
        expect(row).toMatchObject({
          type: 'brand',
          brandId: t.world.brandA.id,
          invitedBy: t.world.brandUserA.user.id,
        });
        const [mail] = await mailsTo(t, 'pere@fornsantpau.example');
        expect(mail?.body).toContain('Jordi Ferrer invited you to join Colla as a brand user');
        const team = await t.op(
          'listBrandManagers',
          { path: { id: t.world.brandA.id } },
          { as: 'brandUserA' },
        );
        expect(team.status === 200 && team.body.invitations.map((i) => i.email)).toEqual([
          'pere@fornsantpau.example',
        ]);
      },
    },
  ),
  callCase(
    'inviteBrandManager',
    201,
    'an admin may invite to any brand',
    (t) => ({ path: { id: t.world.brandB.id }, body: { email: 'anna@bicispoblenou.example' } }),
    { as: 'admin' },
  ),
  callCase(
    'inviteBrandManager',
    409,
    'an email with an invitation waiting',
    (t) => ({ path: { id: t.world.brandA.id }, body: { email: 'PERE@fornsantpau.example' } }),
    { as: 'brandUserA' },
  ),
  callCase(
    'inviteBrandManager',
    409,
    'an email that already manages the brand',
    (t) => ({ path: { id: t.world.brandA.id }, body: { email: 'jordi@fornsantpau.example' } }),
    { as: 'brandUserA' },
  ),
  invalidField(
    'inviteBrandManager',
    'email',
    (t) => ({ path: { id: t.world.brandA.id }, body: { email: t.world.creatorA.user.email } }),
    { as: 'brandUserA', name: 'an email with another account' },
  ),
  callCase(
    'inviteBrandManager',
    404,
    "another brand's team",
    (t) => ({ path: { id: t.world.brandB.id }, body: { email: 'x@example.com' } }),
    { as: 'brandUserA' },
  ),
  ...forbiddenFor('inviteBrandManager', ['creatorA'], {
    path: { id: 1 },
    body: { email: 'x@example.com' },
  }),
  withoutToken('inviteBrandManager', { path: { id: 1 }, body: { email: 'x@example.com' } }),
];

export default defineContract('brand requests', [...create, ...list, ...decide, ...team]);
