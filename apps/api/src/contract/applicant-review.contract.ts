import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityLogs, applications, creatorProfiles, notifications, users } from '../db/schema';
import { insertUser } from '../test/auth';
import { expectStatus, unchecked, type ContractApp } from '../test/op';
import { rowsWhere } from '../test/rows';
import {
  callCase,
  defineContract,
  forbiddenFor,
  invalidField,
  oncePerApp,
  unknownId,
  withoutToken,
} from './define';
import { insertProposal } from './proposals.contract';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY = 86_400_000;

type Applicant = 'laia' | 'marc' | 'jana' | 'pau' | 'oriol';

/**
 * A proposal of brand A asking for 21 to 40 years old, Instagram, 5,000 followers, and five
 * applicants who meet it differently (one a day, Laia first):
 * - laia: meets everything (Instagram 48,200, TikTok 12,900); pending
 * - marc: no Instagram (TikTok 30,500): platform and followers missing; rejected
 * - jana: 19 years old, Instagram 6,000: age does not meet; pending; writes in Catalan
 * - pau: no birth date, Instagram 4,300, TikTok 88,000: age missing, followers do not meet; pending
 * - oriol: meets everything (Instagram 9,000); accepted
 */
const review = oncePerApp(async (t: ContractApp) => {
  t.setNow(NOW);
  const db = t.database.db;
  const proposal = await insertProposal(t, {
    brandId: t.world.brandA.id,
    name: 'Summer vermut tasting in Gràcia',
    settings: { age_min: 21, age_max: 40, platform: 'instagram', min_followers: 5000 },
  });
  const other = await insertProposal(t, { brandId: t.world.brandA.id, name: 'Sourdough mornings' });
  const newCreator = async (firstName: string, lastName: string) =>
    (
      await insertUser(t, {
        type: 'creator',
        firstName,
        lastName,
        email: `${firstName}@example.com`,
      })
    ).user.id;
  const ids: Record<Applicant, number> = {
    laia: t.world.creatorA.user.id,
    marc: t.world.creatorB.user.id,
    jana: await newCreator('Jana', 'Ferrer'),
    pau: await newCreator('Pau', 'Serra'),
    oriol: await newCreator('Oriol', 'Camps'),
  };
  await db.update(users).set({ locale: 'ca' }).where(eq(users.id, ids.jana));
  const profile = (who: Applicant, values: Partial<typeof creatorProfiles.$inferInsert>) =>
    db.update(creatorProfiles).set(values).where(eq(creatorProfiles.userId, ids[who]));
  await profile('laia', {
    birthDate: '1996-04-23',
    gender: 'woman',
    barri: 'la-vila-de-gracia',
    city: 'Barcelona',
    languages: ['ca', 'es'],
    instagramHandle: 'laiapuig.bcn',
    instagramFollowers: 48200,
    instagramFollowersUpdatedAt: new Date('2026-10-02T09:15:00Z'),
    tiktokHandle: 'laiapuig',
    tiktokFollowers: 12900,
  });
  await profile('marc', {
    birthDate: '1992-09-03',
    tiktokHandle: 'marcsoler',
    tiktokFollowers: 30500,
  });
  await profile('jana', {
    birthDate: '2007-05-01',
    instagramHandle: 'jana',
    instagramFollowers: 6000,
  });
  await profile('pau', {
    instagramHandle: 'pauserra.film',
    instagramFollowers: 4300,
    tiktokHandle: 'pauserrafilm',
    tiktokFollowers: 88000,
  });
  await profile('oriol', {
    birthDate: '1990-02-09',
    instagramHandle: 'oriolcamps',
    instagramFollowers: 9000,
  });
  const order: Applicant[] = ['laia', 'marc', 'jana', 'pau', 'oriol'];
  const status = {
    laia: 'pending',
    marc: 'rejected',
    jana: 'pending',
    pau: 'pending',
    oriol: 'accepted',
  } as const;
  const rows = await db
    .insert(applications)
    .values(
      order.map((who, i) => ({
        proposalId: proposal.id,
        creatorId: ids[who],
        status: status[who],
        createdAt: new Date(NOW.getTime() - (5 - i) * DAY),
      })),
    )
    .returning();
  const application = Object.fromEntries(
    order.map((who) => [who, rows.find((r) => r.creatorId === ids[who])?.id ?? 0]),
  ) as Record<Applicant, number>;
  const [elsewhere] = await db
    .insert(applications)
    .values({ proposalId: other.id, creatorId: ids.pau, status: 'pending' })
    .returning();
  return { proposal, application, elsewhere: elsewhere?.id ?? 0, creator: ids };
});

/** The applicants of a page, by name, in order. */
async function listed(t: ContractApp, query: Record<string, string | number | boolean>) {
  const { proposal, application } = await review(t);
  const result = await t.op(
    'listBrandProposalApplications',
    { path: { id: proposal.id }, query: query as never },
    { as: 'brandUserA' },
  );
  const page = expectStatus(result, 200).body;
  const names = Object.fromEntries(Object.entries(application).map(([who, id]) => [id, who]));
  return { names: page.data.map((a) => names[a.id]), page };
}

const declineAs = (
  t: ContractApp,
  as: 'brandUserA' | 'brandUserB' | 'admin' | 'creatorA',
  proposalId: number,
  ids: number[],
  message: string | null = null,
) =>
  t.op(
    'declineApplications',
    { path: { id: proposalId }, body: { application_ids: ids, message } },
    { as },
  );

async function statusesOf(t: ContractApp, ids: number[]) {
  const rows = await t.database.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(inArray(applications.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

export default defineContract('applicant review', [
  // ---------------- listBrandProposalApplications: applicant, match, sort, filter ----------------
  {
    operationId: 'listBrandProposalApplications',
    status: 200,
    name: "each application with the applicant's summary and the match (results only); counts per status",
    run: async (t) => {
      const { proposal } = await review(t);
      return t.op(
        'listBrandProposalApplications',
        { path: { id: proposal.id } },
        { as: 'brandUserA' },
      );
    },
    check: async (result, t) => {
      const { application } = await review(t);
      const page = result.body;
      expect(page.status_counts).toEqual({ pending: 3, accepted: 1, rejected: 1 });
      expect(page.meta.total).toBe(5);
      const laia = page.data.find((a) => a.id === application.laia);
      expect(laia?.applicant).toEqual({
        username: 'laiapuig',
        barri: 'la-vila-de-gracia',
        city: 'Barcelona',
        languages: ['ca', 'es'],
        categories: [],
        main_platform: {
          platform: 'instagram',
          handle: 'laiapuig.bcn',
          url: 'https://www.instagram.com/laiapuig.bcn/',
          followers: 48200,
          followers_updated_at: '2026-10-02T09:15:00.000Z',
        },
        completed_deals: 0,
      });
      expect(laia?.match).toEqual({
        meets_all: true,
        lines: [
          { key: 'age', result: 'meets' },
          { key: 'platform', result: 'meets' },
          { key: 'followers', result: 'meets' },
        ],
      });
      const pau = page.data.find((a) => a.id === application.pau);
      expect(pau?.applicant.main_platform).toMatchObject({ platform: 'tiktok', followers: 88000 });
      expect(pau?.match).toEqual({
        meets_all: false,
        lines: [
          { key: 'age', result: 'missing' },
          { key: 'platform', result: 'meets' },
          { key: 'followers', result: 'does_not_meet' },
        ],
      });
      const jana = page.data.find((a) => a.id === application.jana);
      expect(jana?.match.lines[0]).toEqual({ key: 'age', result: 'does_not_meet' });
      const marc = page.data.find((a) => a.id === application.marc);
      expect(marc?.match.lines.slice(1)).toEqual([
        { key: 'platform', result: 'missing' },
        { key: 'followers', result: 'missing' },
      ]);
      // The match says nothing of the birth date or gender behind it.
      expect(result.text).not.toMatch(/1996-04-23|2007-05-01|birth|gender|"age":|woman/);
    },
  },
  {
    operationId: 'listBrandProposalApplications',
    status: 200,
    name: 'sorted newest, oldest, by followers and by match; meets_all filters; pages are one order',
    run: async (t) => {
      const { proposal } = await review(t);
      return t.op(
        'listBrandProposalApplications',
        { path: { id: proposal.id }, query: { sort: 'match', per_page: 2, page: 2 } },
        { as: 'brandUserA' },
      );
    },
    check: async (result, t) => {
      expect(result.body.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
      expect((await listed(t, {})).names).toEqual(['oriol', 'pau', 'jana', 'marc', 'laia']);
      expect((await listed(t, { sort: 'newest' })).names).toEqual([
        'oriol',
        'pau',
        'jana',
        'marc',
        'laia',
      ]);
      expect((await listed(t, { sort: 'oldest' })).names).toEqual([
        'laia',
        'marc',
        'jana',
        'pau',
        'oriol',
      ]);
      // The main platform's followers: Pau's TikTok first, though he misses the requirements.
      expect((await listed(t, { sort: 'followers' })).names).toEqual([
        'pau',
        'laia',
        'marc',
        'oriol',
        'jana',
      ]);
      // Every requirement met first (newest first), then the most lines met.
      expect((await listed(t, { sort: 'match' })).names).toEqual([
        'oriol',
        'laia',
        'jana',
        'pau',
        'marc',
      ]);
      // The pages of one order, put together, are that order.
      const pages = [];
      for (const page of [1, 2, 3]) {
        pages.push(...(await listed(t, { sort: 'match', per_page: 2, page })).names);
      }
      expect(pages).toEqual(['oriol', 'laia', 'jana', 'pau', 'marc']);
      const only = await listed(t, { meets_all: true, sort: 'oldest' });
      expect(only.names).toEqual(['laia', 'oriol']);
      expect(only.page.meta.total).toBe(2);
      expect(only.page.status_counts).toEqual({ pending: 3, accepted: 1, rejected: 1 });
      const pendingAndMeeting = await listed(t, { meets_all: true, status: 'pending' });
      expect(pendingAndMeeting.names).toEqual(['laia']);
      expect(pendingAndMeeting.page.status_counts).toEqual({
        pending: 3,
        accepted: 1,
        rejected: 1,
      });
      // Past the last page: nothing, with the same meta.
      const past = await listed(t, { sort: 'followers', page: 9 });
      expect(past.names).toEqual([]);
      expect(past.page.meta).toMatchObject({ current_page: 9, total: 5, last_page: 1 });
      // meets_all=false filters nothing.
      expect((await listed(t, { meets_all: false })).names).toHaveLength(5);
    },
  },
  callCase(
    'listBrandProposalApplications',
    422,
    'an unknown sort',
    async (t) => ({
      path: { id: (await review(t)).proposal.id },
      query: unchecked({ sort: 'age' }) as never,
    }),
    { as: 'brandUserA' },
  ),
  callCase(
    'listBrandProposalApplications',
    422,
    'meets_all is not a boolean',
    async (t) => ({
      path: { id: (await review(t)).proposal.id },
      query: unchecked({ meets_all: 'perhaps' }) as never,
    }),
    { as: 'brandUserA' },
  ),

  // ---------------- declineApplications ----------------
  {
    operationId: 'declineApplications',
    status: 422,
    name: 'one of them is no longer pending: nothing is declined, no one is notified',
    run: async (t) => {
      const { proposal, application } = await review(t);
      return declineAs(t, 'brandUserA', proposal.id, [application.pau, application.marc]);
    },
    check: async (result, t) => {
      const { application, creator } = await review(t);
      expect(result.body).toEqual({
        message: 'Every application must be a pending application to this proposal.',
        errors: {
          application_ids: ['Every application must be a pending application to this proposal.'],
        },
      });
      expect(await statusesOf(t, [application.pau, application.marc])).toEqual({
        [application.pau]: 'pending',
        [application.marc]: 'rejected',
      });
      expect(await rowsWhere(t, notifications, notifications.userId, creator.pau)).toEqual([]);
    },
  },
  {
    operationId: 'declineApplications',
    status: 422,
    name: 'an application to another proposal, or unknown: nothing is declined',
    run: async (t) => {
      const { proposal, application, elsewhere } = await review(t);
      return declineAs(t, 'brandUserA', proposal.id, [application.jana, elsewhere]);
    },
    check: async (result, t) => {
      const { application, elsewhere } = await review(t);
      expect(result.body.errors?.application_ids).toBeDefined();
      expect(await statusesOf(t, [application.jana, elsewhere])).toEqual({
        [application.jana]: 'pending',
        [elsewhere]: 'pending',
      });
      const unknown = await declineAs(t, 'brandUserA', (await review(t)).proposal.id, [
        application.jana,
        99_999_999_999,
      ]);
      expect(unknown.status).toBe(422);
      expect(await statusesOf(t, [application.jana])).toEqual({ [application.jana]: 'pending' });
    },
  },
  invalidField(
    'declineApplications',
    'application_ids',
    { path: { id: 1 }, body: { application_ids: [], message: null } },
    { as: 'brandUserA', name: 'no application' },
  ),
  {
    operationId: 'declineApplications',
    status: 404,
    name: "another brand's proposal; nothing changes",
    run: async (t) => {
      const { proposal, application } = await review(t);
      return declineAs(t, 'brandUserB', proposal.id, [application.jana]);
    },
    check: async (result, t) => {
      const { application } = await review(t);
      expect(result.body).toEqual({ message: 'Proposal not found.' });
      expect(await statusesOf(t, [application.jana])).toEqual({ [application.jana]: 'pending' });
    },
  },
  unknownId('declineApplications', 'brandUserA', 'an unknown proposal', {
    body: { application_ids: [1], message: null },
  }),
  ...forbiddenFor(
    'declineApplications',
    ['creatorA'],
    { path: { id: 1 }, body: { application_ids: [1], message: null } },
    { name: 'a creator' },
  ),
  withoutToken('declineApplications', {
    path: { id: 1 },
    body: { application_ids: [1], message: null },
  }),
  {
    operationId: 'declineApplications',
    status: 200,
    name: "declines them all; each creator is notified in their language with the brand's words, and it is logged",
    run: async (t) => {
      const { proposal, application } = await review(t);
      return declineAs(
        t,
        'brandUserA',
        proposal.id,
        [application.laia, application.jana],
        '  Thank you for applying! We chose creators closer to Gràcia this time.\u202E ',
      );
    },
    check: async (result, t) => {
      const { application, creator } = await review(t);
      expect(result.body).toEqual({ declined: 2 });
      expect(await statusesOf(t, [application.laia, application.jana])).toEqual({
        [application.laia]: 'rejected',
        [application.jana]: 'rejected',
      });
      const note = 'Thank you for applying! We chose creators closer to Gràcia this time.';
      const [laia] = await rowsWhere(t, notifications, notifications.userId, creator.laia);
      expect(laia).toMatchObject({
        type: 'application_rejected',
        title: 'Application declined',
        body: `Forn Sant Pau declined your application to Summer vermut tasting in Gràcia. Their message: ${note}`,
      });
      const [jana] = await rowsWhere(t, notifications, notifications.userId, creator.jana);
      expect(jana).toMatchObject({
        title: 'Sol·licitud rebutjada',
        body: `Forn Sant Pau ha rebutjat la teva sol·licitud per a Summer vermut tasting in Gràcia. El seu missatge: ${note}`,
      });
      const logs = await t.database.db
        .select()
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.action, 'application.rejected'),
            inArray(activityLogs.subjectId, [application.laia, application.jana]),
          ),
        );
      expect(logs).toHaveLength(2);
      expect(logs[0]?.userId).toBe(t.world.brandUserA.user.id);
    },
  },
  {
    operationId: 'declineApplications',
    status: 200,
    name: "an admin declines without a message: the single rejection's notification",
    run: async (t) => {
      const { proposal, application } = await review(t);
      return declineAs(t, 'admin', proposal.id, [application.pau]);
    },
    check: async (result, t) => {
      const { creator } = await review(t);
      expect(result.body).toEqual({ declined: 1 });
      const [pau] = await rowsWhere(t, notifications, notifications.userId, creator.pau);
      expect(pau?.body).toBe(
        'Forn Sant Pau declined your application to Summer vermut tasting in Gràcia.',
      );
    },
  },
]);
