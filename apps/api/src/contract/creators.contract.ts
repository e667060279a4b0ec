import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { creatorProfiles, users } from '../db/schema';
import { createDealFixture } from '../test/deal-fixtures';
import { expectStatus, unchecked, type ContractApp, type OpBody } from '../test/op';
import {
  callCase,
  defineContract,
  forbiddenFor,
  invalidField,
  oncePerApp,
  unknownId,
  withoutToken,
} from './define';
import { insertInvitation, profileBody } from './auth.contract';
import { TEST_PASSWORD } from '../test/world';

const T1 = new Date('2026-10-02T09:15:00Z');
const T2 = new Date('2026-10-20T18:40:00Z');

/** Completed deals of creator A with brand A (July and October), an active one, and creator B's. */
const deals = oncePerApp(async (t: ContractApp) => {
  const db = t.database.db;
  const { brandA, brandB, creatorA, creatorB } = t.world;
  const july = await createDealFixture(db, {
    brandId: brandA.id,
    creatorId: creatorA.user.id,
    proposalName: 'Summer vermut tasting in Gràcia',
    status: 'completed',
    createdAt: new Date('2026-07-01T10:00:00Z'),
    completedAt: new Date('2026-07-14T12:30:00Z'),
  });
  const october = await createDealFixture(db, {
    brandId: brandB.id,
    creatorId: creatorA.user.id,
    proposalName: 'Ride the Poblenou seafront',
    status: 'completed',
    createdAt: new Date('2026-10-01T10:00:00Z'),
    completedAt: new Date('2026-10-20T17:05:00Z'),
  });
  const active = await createDealFixture(db, { brandId: brandA.id, creatorId: creatorA.user.id });
  const others = await createDealFixture(db, {
    brandId: brandA.id,
    creatorId: creatorB.user.id,
    status: 'completed',
  });
  return {
    july: july.deal.id,
    october: october.deal.id,
    active: active.deal.id,
    others: others.deal.id,
  };
});

/** Creator A's full profile, as Settings sends it, with `changes`. */
const laiaBody = (
  changes: OpBody<'updateMyCreatorProfile'> = {},
): OpBody<'updateMyCreatorProfile'> => ({ ...profileBody([]), ...changes });

/** Sets creator A's visibility, or creator B's account status, behind the API's back. */
const setLaiaVisibility = (t: ContractApp, visibility: 'brands' | 'public') =>
  t.database.db
    .update(creatorProfiles)
    .set({ visibility })
    .where(eq(creatorProfiles.userId, t.world.creatorA.user.id));
const setMarcStatus = (t: ContractApp, status: 'active' | 'disabled') =>
  t.database.db.update(users).set({ status }).where(eq(users.id, t.world.creatorB.user.id));

const DAY = 86_400_000;

async function usernameOf(t: ContractApp, userId: number) {
  const [row] = await t.database.db
    .select({ username: creatorProfiles.username })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId));
  return row?.username;
}

/** What no one but the creator (in Settings) may read of a profile. */
function expectNothingPrivate(text: string) {
  expect(text).not.toContain('laia.puig@example.com');
  expect(text).not.toContain('@example.com');
  expect(text).not.toContain('1996-04-23');
  expect(text).not.toMatch(/"(email|birth_date|gender)"/);
}

const read = (t: ContractApp, as: 'brandUserA' | 'creatorA', username = 'laia.puig') =>
  t.op('getCreatorProfile', { path: { username } }, { as });

export default defineContract('creators', [
  // ---------------- updateMyCreatorProfile: the new fields ----------------
  {
    operationId: 'updateMyCreatorProfile',
    status: 200,
    name: 'sets the username, visibility, barri and languages; a follower count is dated when it changes',
    run: async (t) => {
      await deals(t);
      t.setNow(T1);
      return t.op(
        'updateMyCreatorProfile',
        {
          body: laiaBody({
            username: 'Laia.Puig',
            visibility: 'brands',
            barri: 'la-vila-de-gracia',
            languages: ['ca', 'es'],
          }),
        },
        { as: 'creatorA' },
      );
    },
    check: async (result, t) => {
      expect(result.body).toMatchObject({
        username: 'Laia.Puig',
        visibility: 'brands',
        barri: 'la-vila-de-gracia',
        languages: ['ca', 'es'],
        instagram_followers_updated_at: T1.toISOString(),
        tiktok_followers_updated_at: T1.toISOString(),
      });
      // Later, only the TikTok count changes, and the new fields are left out: they stay.
      t.setNow(T2);
      const again = await t.op(
        'updateMyCreatorProfile',
        { body: laiaBody({ tiktok_followers: 13100 }) },
        { as: 'creatorA' },
      );
      expect(expectStatus(again, 200).body).toMatchObject({
        username: 'Laia.Puig',
        visibility: 'brands',
        barri: 'la-vila-de-gracia',
        languages: ['ca', 'es'],
        instagram_followers_updated_at: T1.toISOString(),
        tiktok_followers_updated_at: T2.toISOString(),
      });
      // A count removed has no date; a barri set to null is none.
      const cleared = await t.op(
        'updateMyCreatorProfile',
        { body: laiaBody({ tiktok_followers: null, barri: null, city: 'Sabadell' }) },
        { as: 'creatorA' },
      );
      expect(expectStatus(cleared, 200).body).toMatchObject({
        tiktok_followers: null,
        tiktok_followers_updated_at: null,
        instagram_followers_updated_at: T1.toISOString(),
        barri: null,
        city: 'Sabadell',
      });
      const restored = await t.op(
        'updateMyCreatorProfile',
        { body: laiaBody({ barri: 'la-vila-de-gracia' }) },
        { as: 'creatorA' },
      );
      expect(expectStatus(restored, 200).body.tiktok_followers_updated_at).toBe(T2.toISOString());
    },
  },
  invalidField(
    'updateMyCreatorProfile',
    'username',
    { body: laiaBody({ username: 'LAIA.PUIG' }) },
    {
      as: 'creatorB',
      name: "another creator's username, in another case",
      message: 'The username has already been taken.',
      async check(_result, t) {
        const [row] = await t.database.db
          .select({ username: creatorProfiles.username })
          .from(creatorProfiles)
          .where(eq(creatorProfiles.userId, t.world.creatorB.user.id));
        expect(row?.username).toBe('marcsoler');
      },
    },
  ),
  invalidField(
    'updateMyCreatorProfile',
    'username',
    { body: laiaBody({ username: 'Admin' }) },
    {
      as: 'creatorA',
      name: 'a reserved username',
      message: 'The username has already been taken.',
    },
  ),
  invalidField(
    'updateMyCreatorProfile',
    'username',
    { body: laiaBody({ username: '._.' }) },
    { as: 'creatorA', name: 'a username without a letter or digit' },
  ),
  invalidField(
    'updateMyCreatorProfile',
    'username',
    { body: laiaBody({ username: 'laia puig' }) },
    { as: 'creatorA', name: 'a username with a space' },
  ),
  invalidField(
    'updateMyCreatorProfile',
    'barri',
    { body: laiaBody({ barri: unchecked('narnia') as never }) },
    { as: 'creatorA', name: 'a barri that is none of the 73' },
  ),
  invalidField(
    'updateMyCreatorProfile',
    'languages',
    { body: laiaBody({ languages: unchecked(['ca', 'ca']) as never }) },
    { as: 'creatorA', name: 'a language twice' },
  ),

  // ---------------- every new creator gets a username ----------------
  {
    operationId: 'register',
    status: 201,
    name: 'a new creator gets a username from their name, with a number when it is taken',
    run: (t) =>
      t.op('register', {
        body: {
          first_name: 'Marc',
          last_name: 'Sóler',
          email: 'marc.again@example.com',
          password: TEST_PASSWORD,
          password_confirmation: TEST_PASSWORD,
        },
      }),
    check: async (result, t) => {
      expect(await usernameOf(t, result.body.user.id)).toBe('marcsoler2');
      // And one who accepts an invitation as a creator.
      const token = await insertInvitation(t, {
        email: 'marc.third@example.com',
        type: 'creator',
        expiresAt: new Date(Date.now() + DAY),
      });
      const accepted = await t.op('acceptInvitation', {
        path: { token },
        body: {
          first_name: 'MARC',
          last_name: 'Soler',
          password: TEST_PASSWORD,
          password_confirmation: TEST_PASSWORD,
        },
      });
      const [invited] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'marc.third@example.com'));
      expect(accepted.status).toBe(200);
      expect(await usernameOf(t, invited?.id ?? 0)).toBe('marcsoler3');
    },
  },

  // ---------------- getCreatorProfile ----------------
  callCase(
    'getCreatorProfile',
    200,
    'a brand reads a brands-only profile, the username in any case; no email, birth date or gender',
    { path: { username: 'laia.PUIG' } },
    {
      as: 'brandUserA',
      async check(result, t) {
        expectNothingPrivate(result.text);
        const ids = await deals(t);
        expect(result.body).toEqual({
          username: 'Laia.Puig',
          first_name: 'Laia',
          last_name: 'Puig',
          name: 'Laia Puig',
          avatar_path: null,
          bio: 'Food and neighbourhood stories from Gràcia. Vermut on Sundays, always.',
          barri: 'la-vila-de-gracia',
          city: 'Barcelona',
          languages: ['ca', 'es'],
          categories: [],
          platforms: [
            {
              platform: 'instagram',
              handle: 'laiapuig.bcn',
              url: 'https://www.instagram.com/laiapuig.bcn/',
              followers: 48200,
              followers_updated_at: T1.toISOString(),
            },
            {
              platform: 'tiktok',
              handle: 'laiapuig',
              url: 'https://www.tiktok.com/@laiapuig',
              followers: 12900,
              followers_updated_at: T2.toISOString(),
            },
          ],
          visibility: 'brands',
          record: {
            completed_deals: 2,
            // Newest first; the active deal is not one.
            collaborations: [
              {
                id: ids.october,
                brand: { id: t.world.brandB.id, name: 'Bicis Poblenou' },
                proposal_name: 'Ride the Poblenou seafront',
                completed_at: '2026-10-20T17:05:00.000Z',
                hidden: false,
              },
              {
                id: ids.july,
                brand: { id: t.world.brandA.id, name: 'Forn Sant Pau' },
                proposal_name: 'Summer vermut tasting in Gràcia',
                completed_at: '2026-07-14T12:30:00.000Z',
                hidden: false,
              },
            ],
            member_since: t.world.creatorA.user.createdAt.toISOString(),
            median_response_minutes: null,
          },
          portfolio: [],
        });
      },
    },
  ),
  callCase(
    'getCreatorProfile',
    200,
    "an admin reads any creator's profile",
    { path: { username: 'marcsoler' } },
    {
      as: 'admin',
      check(result) {
        expect(result.body).toMatchObject({ username: 'marcsoler', name: 'Marc Soler' });
        expect(result.body.record.completed_deals).toBe(1);
        expect(result.text).not.toContain('@example.com');
      },
    },
  ),
  callCase(
    'getCreatorProfile',
    200,
    'a creator reads their own profile',
    { path: { username: 'laia.puig' } },
    {
      as: 'creatorA',
      check(result) {
        expect(result.body.username).toBe('Laia.Puig');
        expect(result.body.record.collaborations).toHaveLength(2);
        expectNothingPrivate(result.text);
      },
    },
  ),
  callCase(
    'getCreatorProfile',
    404,
    "another creator's profile is not found, whatever its visibility",
    { path: { username: 'laia.puig' } },
    {
      as: 'creatorB',
      // Even a public one: creators do not read each other's through this operation.
      before: (t) => setLaiaVisibility(t, 'public'),
      async check(result, t) {
        expect(result.body).toEqual({ message: 'Creator not found.' });
        await setLaiaVisibility(t, 'brands');
      },
    },
  ),
  callCase(
    'getCreatorProfile',
    404,
    'an unknown username',
    { path: { username: 'nobody' } },
    { as: 'brandUserA' },
  ),
  callCase(
    'getCreatorProfile',
    404,
    'a disabled creator',
    { path: { username: 'marcsoler' } },
    {
      as: 'brandUserA',
      before: (t) => setMarcStatus(t, 'disabled'),
      async check(_result, t) {
        await setMarcStatus(t, 'active');
      },
    },
  ),
  withoutToken('getCreatorProfile', { path: { username: 'laia.puig' } }),

  // ---------------- getPublicCreatorProfile ----------------
  callCase(
    'getPublicCreatorProfile',
    404,
    'a profile shown to brands only is not public',
    { path: { username: 'laia.puig' } },
    { check: (result) => expect(result.body).toEqual({ message: 'Creator not found.' }) },
  ),
  callCase('getPublicCreatorProfile', 404, 'an unknown username', { path: { username: 'nobody' } }),
  callCase(
    'getPublicCreatorProfile',
    200,
    'a public profile, for anyone; no email, birth date or gender',
    { path: { username: 'LAIA.puig' } },
    {
      async before(t) {
        const result = await t.op(
          'updateMyCreatorProfile',
          { body: laiaBody({ visibility: 'public' }) },
          { as: 'creatorA' },
        );
        expectStatus(result, 200);
      },
      check(result) {
        expectNothingPrivate(result.text);
        expect(result.body).toMatchObject({ username: 'Laia.Puig', visibility: 'public' });
        expect(result.body.record.collaborations).toHaveLength(2);
      },
    },
  ),

  // ---------------- updateMyCollaborationVisibility ----------------
  {
    operationId: 'updateMyCollaborationVisibility',
    status: 200,
    name: 'a creator hides a collaboration: hidden from brands and the public, shown to the creator, still counted',
    run: async (t) => {
      const { july } = await deals(t);
      return t.op(
        'updateMyCollaborationVisibility',
        { path: { id: july }, body: { hidden: true } },
        { as: 'creatorA' },
      );
    },
    check: async (result, t) => {
      const ids = await deals(t);
      expect(result.body).toEqual({
        id: ids.july,
        brand: { id: t.world.brandA.id, name: 'Forn Sant Pau' },
        proposal_name: 'Summer vermut tasting in Gràcia',
        completed_at: '2026-07-14T12:30:00.000Z',
        hidden: true,
      });
      const brand = expectStatus(await read(t, 'brandUserA'), 200).body.record;
      expect(brand.completed_deals).toBe(2);
      expect(brand.collaborations.map((c) => c.id)).toEqual([ids.october]);
      const anyone = await t.op('getPublicCreatorProfile', { path: { username: 'laia.puig' } });
      const publicRecord = expectStatus(anyone, 200).body.record;
      expect(publicRecord.collaborations.map((c) => c.id)).toEqual([ids.october]);
      expect(publicRecord.completed_deals).toBe(2);
      const own = expectStatus(await read(t, 'creatorA'), 200).body.record;
      expect(own.collaborations.map((c) => [c.id, c.hidden])).toEqual([
        [ids.october, false],
        [ids.july, true],
      ]);
      // Shown again.
      const shown = await t.op(
        'updateMyCollaborationVisibility',
        { path: { id: ids.july }, body: { hidden: false } },
        { as: 'creatorA' },
      );
      expect(expectStatus(shown, 200).body.hidden).toBe(false);
      const after = expectStatus(await read(t, 'brandUserA'), 200).body.record;
      expect(after.collaborations.map((c) => c.id)).toEqual([ids.october, ids.july]);
    },
  },
  {
    operationId: 'updateMyCollaborationVisibility',
    status: 404,
    name: "another creator's completed deal; nothing changes",
    run: async (t) =>
      t.op(
        'updateMyCollaborationVisibility',
        { path: { id: (await deals(t)).others }, body: { hidden: true } },
        { as: 'creatorA' },
      ),
    check: async (result, t) => {
      expect(result.body).toEqual({ message: 'Deal not found.' });
      const marc = await t.op(
        'getCreatorProfile',
        { path: { username: 'marcsoler' } },
        { as: 'admin' },
      );
      expect(expectStatus(marc, 200).body.record.collaborations).toHaveLength(1);
    },
  },
  {
    operationId: 'updateMyCollaborationVisibility',
    status: 404,
    name: 'an own deal that is not completed',
    run: async (t) =>
      t.op(
        'updateMyCollaborationVisibility',
        { path: { id: (await deals(t)).active }, body: { hidden: true } },
        { as: 'creatorA' },
      ),
  },
  unknownId('updateMyCollaborationVisibility', 'creatorA', 'an unknown deal', {
    body: { hidden: true },
  }),
  ...forbiddenFor(
    'updateMyCollaborationVisibility',
    ['brandUserA', 'admin'],
    { path: { id: 1 }, body: { hidden: true } },
    { name: 'only creators hide collaborations' },
  ),
  withoutToken('updateMyCollaborationVisibility', { path: { id: 1 }, body: { hidden: true } }),
  invalidField(
    'updateMyCollaborationVisibility',
    'hidden',
    { path: { id: 1 }, body: unchecked({ hidden: 'yes' }) },
    { as: 'creatorA', name: 'hidden is not a boolean' },
  ),
]);
