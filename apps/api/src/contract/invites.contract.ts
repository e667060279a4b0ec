import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  applications,
  creatorCategories,
  creatorProfiles,
  notifications,
  proposalInvites,
  users,
} from '../db/schema';
import { expectStatus, type ContractApp } from '../test/op';
import {
  callCase,
  defineContract,
  forbiddenFor,
  invalidField,
  notFoundAcrossTenants,
  oncePerApp,
  unknownId,
  withoutToken,
} from './define';
import { insertProposal } from './proposals.contract';

const NOW = new Date('2026-11-20T10:15:00Z');

/**
 * Laia (creator A) in Gràcia, Catalan and Spanish, Instagram 48,200, food, reading Colla in
 * Catalan; Marc (creator B) in el Poblenou, English, TikTok 30,500, invitations off. Brand A
 * (Forn Sant Pau) has an active, an inactive and an active proposal Laia applied to; brand B one
 * active proposal.
 */
const world = oncePerApp(async (t: ContractApp) => {
  t.setNow(NOW);
  const db = t.database.db;
  const { brandA, brandB, creatorA, creatorB, food } = t.world;
  await db
    .update(creatorProfiles)
    .set({
      barri: 'la-vila-de-gracia',
      city: 'Barcelona',
      languages: ['ca', 'es'],
      instagramHandle: 'laiapuig.bcn',
      instagramFollowers: 48200,
    })
    .where(eq(creatorProfiles.userId, creatorA.user.id));
  await db.insert(creatorCategories).values({ userId: creatorA.user.id, categoryId: food.id });
  await db.update(users).set({ locale: 'ca' }).where(eq(users.id, creatorA.user.id));
  await db
    .update(creatorProfiles)
    .set({
      barri: 'el-poblenou',
      city: 'Barcelona',
      languages: ['en'],
      tiktokHandle: 'marcsoler',
      tiktokFollowers: 30500,
      acceptsInvites: false,
    })
    .where(eq(creatorProfiles.userId, creatorB.user.id));
  const active = await insertProposal(t, { brandId: brandA.id, name: 'Sourdough mornings' });
  const inactive = await insertProposal(t, {
    brandId: brandA.id,
    name: 'Winter bake',
    status: 'inactive',
  });
  const applied = await insertProposal(t, { brandId: brandA.id, name: 'Coca de Sant Joan' });
  await db
    .insert(applications)
    .values({ proposalId: applied.id, creatorId: creatorA.user.id, status: 'pending' });
  const other = await insertProposal(t, { brandId: brandB.id, name: 'Ride the seafront' });
  return { active: active.id, inactive: inactive.id, applied: applied.id, other: other.id };
});

const MESSAGE = 'We love your Gràcia vermut stories. Come film a morning at the bakery?';

const invite = async (t: ContractApp, username = 'laiapuig') => ({
  path: { id: (await world(t)).active },
  body: { username, message: MESSAGE },
});

export default defineContract('invites', [
  // ---------------- listBrandCreators ----------------
  callCase(
    'listBrandCreators',
    200,
    'a brand finds every active creator, most followed first, as cards without an email',
    {},
    {
      as: 'brandUserA',
      before: world,
      check(result, t) {
        expect(result.text).not.toContain('@example.com');
        expect(result.body.meta).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
        expect(result.body.data).toEqual([
          {
            username: 'laiapuig',
            name: 'Laia Puig',
            avatar_path: null,
            barri: 'la-vila-de-gracia',
            city: 'Barcelona',
            languages: ['ca', 'es'],
            categories: [{ id: t.world.food.id, name: 'Food & drink' }],
            main_platform: {
              platform: 'instagram',
              handle: 'laiapuig.bcn',
              url: 'https://www.instagram.com/laiapuig.bcn/',
              followers: 48200,
              followers_updated_at: null,
            },
            completed_deals: 0,
            accepts_invites: true,
            invited_proposal_ids: [],
            applied_proposal_ids: [expect.any(Number)],
          },
          expect.objectContaining({
            username: 'marcsoler',
            barri: 'el-poblenou',
            accepts_invites: false,
            invited_proposal_ids: [],
            applied_proposal_ids: [],
          }),
        ]);
      },
    },
  ),
  callCase(
    'listBrandCreators',
    200,
    'filters by district, platform and follower range together',
    { query: { district: 'sant-marti', platform: 'tiktok', min_followers: 30000 } },
    {
      as: 'brandUserA',
      before: world,
      check(result) {
        expect(result.body.data.map((card) => card.username)).toEqual(['marcsoler']);
      },
    },
  ),
  callCase(
    'listBrandCreators',
    200,
    "a search by name; another brand's proposals are not on a brand's cards",
    { query: { search: 'puig' } },
    {
      as: 'brandUserB',
      before: world,
      check(result) {
        // Laia applied to one of brand A's proposals: brand B does not see it.
        expect(result.body.data).toEqual([
          expect.objectContaining({ username: 'laiapuig', applied_proposal_ids: [] }),
        ]);
      },
    },
  ),
  invalidField(
    'listBrandCreators',
    'max_followers',
    { query: { min_followers: 10000, max_followers: 5000 } },
    { as: 'brandUserA', name: 'a maximum below the minimum' },
  ),
  ...forbiddenFor('listBrandCreators', ['creatorA'], {}, { name: 'creators may not search' }),
  withoutToken('listBrandCreators'),

  // ---------------- inviteCreatorToProposal ----------------
  callCase('inviteCreatorToProposal', 201, 'a brand invites a creator with a message', invite, {
    as: 'brandUserA',
    async check(result, t) {
      const ids = await world(t);
      expect(result.body).toEqual({
        id: expect.any(Number),
        proposal_id: ids.active,
        username: 'laiapuig',
        message: MESSAGE,
        created_at: NOW.toISOString(),
      });
      // The creator is notified in their language, with a link to their proposal page.
      const [note] = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, t.world.creatorA.user.id),
            eq(notifications.type, 'proposal_invite'),
          ),
        );
      expect(note).toMatchObject({
        title: 'Forn Sant Pau t’ha convidat a presentar la teva sol·licitud',
        link: `/app/creator/proposals/${ids.active}`,
      });
      expect(note?.body).toContain(MESSAGE);
      // The creator sees it on the proposal; the brand's search card knows it.
      const seen = await t.op(
        'getCreatorProposal',
        { path: { id: ids.active } },
        { as: 'creatorA' },
      );
      expect(expectStatus(seen, 200).body.invite).toEqual({
        brand_name: 'Forn Sant Pau',
        message: MESSAGE,
        created_at: NOW.toISOString(),
      });
      const other = await t.op(
        'getCreatorProposal',
        { path: { id: ids.applied } },
        { as: 'creatorA' },
      );
      expect(expectStatus(other, 200).body.invite).toBeNull();
      const cards = await t.op(
        'listBrandCreators',
        { query: { barri: 'la-vila-de-gracia' } },
        { as: 'brandUserA' },
      );
      expect(expectStatus(cards, 200).body.data[0]).toMatchObject({
        invited_proposal_ids: [ids.active],
        applied_proposal_ids: [ids.applied],
      });
    },
  }),
  callCase(
    'inviteCreatorToProposal',
    201,
    "an admin invites to any brand's proposal, without a message",
    async (t) => ({
      path: { id: (await world(t)).other },
      body: { username: 'LaiaPuig', message: null },
    }),
    {
      as: 'admin',
      check(result) {
        expect(result.body).toMatchObject({ username: 'laiapuig', message: null });
      },
    },
  ),
  callCase('inviteCreatorToProposal', 409, 'the same creator a second time', invite, {
    as: 'brandUserA',
    async check(result, t) {
      expect(result.body).toEqual({
        message: 'This creator was already invited to this proposal.',
      });
      const rows = await t.database.db
        .select()
        .from(proposalInvites)
        .where(eq(proposalInvites.creatorId, t.world.creatorA.user.id));
      expect(rows).toHaveLength(2);
    },
  }),
  callCase(
    'inviteCreatorToProposal',
    409,
    'a creator who already applied',
    async (t) => ({
      path: { id: (await world(t)).applied },
      body: { username: 'laiapuig', message: null },
    }),
    {
      as: 'brandUserA',
      check(result) {
        expect(result.body).toEqual({ message: 'This creator already applied to this proposal.' });
      },
    },
  ),
  invalidField('inviteCreatorToProposal', 'username', (t) => invite(t, 'marcsoler'), {
    as: 'brandUserA',
    name: 'a creator who turned invitations off',
    message: 'This creator is not taking invitations.',
  }),
  invalidField(
    'inviteCreatorToProposal',
    'proposal',
    async (t) => ({
      path: { id: (await world(t)).inactive },
      body: { username: 'laiapuig', message: null },
    }),
    {
      as: 'brandUserA',
      name: 'a proposal that is not active',
      message: 'Only active proposals take invitations.',
    },
  ),
  invalidField(
    'inviteCreatorToProposal',
    'message',
    async (t) => ({
      ...(await invite(t)),
      body: { username: 'laiapuig', message: 'a'.repeat(1001) },
    }),
    { as: 'brandUserA', name: 'a message over 1000 characters' },
  ),
  notFoundAcrossTenants('inviteCreatorToProposal', 'brandUserB', invite, {
    name: "a brand may not invite to another brand's proposal",
    async check(_result, t) {
      const rows = await t.database.db
        .select()
        .from(proposalInvites)
        .where(eq(proposalInvites.proposalId, (await world(t)).active));
      expect(rows).toHaveLength(1);
    },
  }),
  callCase('inviteCreatorToProposal', 404, 'an unknown creator', (t) => invite(t, 'nobody'), {
    as: 'brandUserA',
    check(result) {
      expect(result.body).toEqual({ message: 'Creator not found.' });
    },
  }),
  unknownId('inviteCreatorToProposal', 'brandUserA', 'an unknown proposal', {
    body: { username: 'laiapuig', message: null },
  }),
  ...forbiddenFor('inviteCreatorToProposal', ['creatorA'], invite),
  withoutToken('inviteCreatorToProposal', invite),

  // ---------------- accepts_invites on the creator's profile ----------------
  {
    operationId: 'updateMyCreatorProfile',
    status: 200,
    name: 'a creator turns invitations off; left out, the setting stays',
    run: (t) =>
      t.op(
        'updateMyCreatorProfile',
        {
          body: {
            bio: null,
            city: null,
            instagram_handle: null,
            instagram_followers: null,
            tiktok_handle: null,
            tiktok_followers: null,
            gender: null,
            birth_date: null,
            category_ids: [],
            accepts_invites: false,
          },
        },
        { as: 'creatorA' },
      ),
    async check(result, t) {
      expect(result.body.accepts_invites).toBe(false);
      const again = await t.op(
        'updateMyCreatorProfile',
        {
          body: {
            bio: 'Hola',
            city: null,
            instagram_handle: null,
            instagram_followers: null,
            tiktok_handle: null,
            tiktok_followers: null,
            gender: null,
            birth_date: null,
            category_ids: [],
          },
        },
        { as: 'creatorA' },
      );
      expect(expectStatus(again, 200).body.accepts_invites).toBe(false);
    },
  },
]);
