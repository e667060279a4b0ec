import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema';
import { sha256 } from '../auth/secrets';
import { createDealFixture, createTenantDeal } from '../test/deal-fixtures';
import { expectStatus, urlOf, type ContractApp, type As, type Answer } from '../test/op';
import {
  callCase,
  defineContract,
  forbiddenFor,
  invalidField,
  oncePerApp,
  withoutToken,
} from './define';
import { badQuery } from './lists';

const fixtures = oncePerApp(async (t) => {
  const { brandA, creatorA, creatorB } = t.world;
  const db = t.database.db;
  const dealA = await createTenantDeal(db, t.world, 'A', {
    postingDeadline: '2026-07-10',
    endDate: '2026-07-15',
    tasks: [
      {
        name: 'Book your tasting visit',
        dueDate: '2026-06-06',
        brandCompleted: true,
        creatorCompleted: true,
      },
      { name: 'Post the Reel, Stories; tag us', dueDate: '2026-06-17', creatorCompleted: true },
    ],
  });
  return {
    /** brandA × creatorA: two tasks in June, posting deadline 10 July, ends 15 July. */
    dealA,
    /** brandB × creatorB: one task on 12 June. */
    dealB: await createTenantDeal(db, t.world, 'B', {
      postingDeadline: '2026-06-30',
      tasks: [{ name: 'Pick up the bike', dueDate: '2026-06-12' }],
    }),
    /** brandA × creatorB on the same proposal as dealA. */
    dealA2: await createDealFixture(db, {
      brandId: brandA.id,
      creatorId: creatorB.user.id,
      proposalId: dealA.proposalId,
      tasks: [{ name: 'Book your tasting visit', dueDate: '2026-06-09' }],
      // 23:30 UTC on 4 June is already 5 June in Barcelona.
      createdAt: new Date('2026-06-04T23:30:00Z'),
    }),
    /** brandA × creatorA, cancelled: not in any calendar. */
    dealCancelled: await createDealFixture(db, {
      brandId: brandA.id,
      creatorId: creatorA.user.id,
      proposalName: 'Cancelled croissant shoot',
      status: 'cancelled',
      tasks: [{ name: 'Never happens', dueDate: '2026-06-10' }],
      createdAt: new Date('2026-06-02T09:00:00Z'),
    }),
  };
});

const eventsOf = (result: Answer<'listCalendarEvents', 200>) => result.body.data;

const JUNE_JULY = { from: '2026-06-01', to: '2026-07-31' };

/** A fresh feed URL of the user (the server shows it only when it makes one). */
async function feedUrl(t: ContractApp, as: As): Promise<string> {
  const { url } = expectStatus(await t.op('rotateCalendarFeed', {}, { as }), 201).body;
  if (url === null) throw new Error('a new feed shows its URL');
  return url;
}

/** The input of getCalendarFeedIcs for a feed URL, which must be that operation's address. */
function feedInput(url: string) {
  const feed_token = url.split('/').pop() ?? '';
  expect(new URL(url).pathname).toBe(urlOf('getCalendarFeedIcs', { feed_token }));
  return { path: { feed_token } };
}

const state = { oldFeedUrl: '' };

export default defineContract('calendar', [
  // ---------------------------------------------------------------- listCalendarEvents
  {
    operationId: 'listCalendarEvents',
    status: 200,
    name: "a creator's tasks, posting deadline and deal dates, sorted by date",
    async run(t) {
      await fixtures(t);
      t.setNow(new Date('2026-06-15T10:00:00Z'));
      try {
        return await t.op('listCalendarEvents', { query: JUNE_JULY }, { as: 'creatorA' });
      } finally {
        t.setNow(new Date());
      }
    },
    async check(result, t) {
      const fx = await fixtures(t);
      const dealId = fx.dealA.deal.id;
      const [done, open] = fx.dealA.tasks;
      expect(eventsOf(result)).toEqual([
        {
          id: `deal-start-${dealId}`,
          type: 'deal_start',
          title: 'Collaboration starts · Summer vermut tasting in Gràcia',
          date: '2026-06-03',
          deal_id: dealId,
          proposal_id: fx.dealA.proposalId,
          task_id: null,
          completed: true,
        },
        {
          id: `task-${done?.id}`,
          type: 'task_due',
          title: 'Book your tasting visit · Forn Sant Pau',
          date: '2026-06-06',
          deal_id: dealId,
          proposal_id: fx.dealA.proposalId,
          task_id: done?.id,
          completed: true,
        },
        {
          id: `task-${open?.id}`,
          type: 'task_due',
          title: 'Post the Reel, Stories; tag us · Forn Sant Pau',
          date: '2026-06-17',
          deal_id: dealId,
          proposal_id: fx.dealA.proposalId,
          task_id: open?.id,
          // Only the creator ticked it.
          completed: false,
        },
        {
          id: `posting-deadline-${fx.dealA.proposalId}`,
          type: 'posting_deadline',
          title: 'Posting deadline · Summer vermut tasting in Gràcia',
          date: '2026-07-10',
          deal_id: dealId,
          proposal_id: fx.dealA.proposalId,
          task_id: null,
          completed: false,
        },
        {
          id: `deal-end-${dealId}`,
          type: 'deal_end',
          title: 'Collaboration ends · Summer vermut tasting in Gràcia',
          date: '2026-07-15',
          deal_id: dealId,
          proposal_id: fx.dealA.proposalId,
          task_id: null,
          completed: false,
        },
      ]);
    },
  },
  callCase(
    'listCalendarEvents',
    200,
    "a brand user sees their brands' deals only; one posting deadline per proposal",
    { query: { from: '2026-06-05', to: '2026-07-10' } },
    {
      before: fixtures,
      as: 'brandUserA',
      async check(result, t) {
        const fx = await fixtures(t);
        const events = eventsOf(result);
        const dealIds = new Set(events.map((e) => e.deal_id));
        expect(dealIds.has(fx.dealB.deal.id)).toBe(false);
        expect(dealIds.has(fx.dealCancelled.deal.id)).toBe(false);
        expect(events.map((e) => `${e.date} ${e.type}`)).toEqual([
          '2026-06-05 deal_start',
          '2026-06-06 task_due',
          '2026-06-09 task_due',
          '2026-06-17 task_due',
          '2026-07-10 posting_deadline',
        ]);
        const deadline = events.find((e) => e.type === 'posting_deadline');
        // Two deals share the proposal: the deadline names no single deal.
        expect(deadline?.deal_id).toBeNull();
        expect(events[0]?.title).toBe(
          'Collaboration with Marc Soler starts · Summer vermut tasting in Gràcia',
        );
        expect(events[2]?.title).toBe('Book your tasting visit · Marc Soler');
      },
    },
  ),
  invalidField(
    'listCalendarEvents',
    'to',
    { query: { from: '2026-07-01', to: '2026-06-30' } },
    { as: 'creatorA', name: 'to before from' },
  ),
  badQuery('listCalendarEvents', 'creatorA', 'a range longer than 366 days', {
    from: '2026-01-01',
    to: '2027-01-02',
  }),
  badQuery('listCalendarEvents', 'creatorA', 'from is missing and to is not a date', {
    to: '2026-13-01',
  }),
  ...forbiddenFor('listCalendarEvents', ['admin'], () => ({ query: JUNE_JULY }), {
    name: 'admins have no calendar',
  }),
  withoutToken('listCalendarEvents', () => ({ query: JUNE_JULY })),

  // ---------------------------------------------------------------- getCalendarFeed
  callCase(
    'getCalendarFeed',
    200,
    'creates the private feed and shows its URL once; only its hash is stored',
    {},
    {
      as: 'creatorA',
      async check(result, t) {
        const { url, created_at } = result.body;
        const match = /^http:\/\/localhost:3000\/api\/calendar\/feed\/([\w-]{40,})$/.exec(
          url ?? '',
        );
        expect(match).not.toBeNull();
        const [row] = await t.database.db
          .select({ hash: users.calendarFeedTokenHash })
          .from(users)
          .where(eq(users.id, t.world.creatorA.user.id));
        expect(row?.hash).toBe(sha256(match?.[1] ?? ''));
        expect(row?.hash).not.toContain(match?.[1]);
        // Afterwards: when it was made, never the URL again.
        const again = await t.op('getCalendarFeed', {}, { as: 'creatorA' });
        expect(again.body).toEqual({ url: null, created_at });
        expect((await t.op('getCalendarFeedIcs', feedInput(url ?? ''))).status).toBe(200);
      },
    },
  ),
  ...forbiddenFor('getCalendarFeed', ['admin'], {}, { name: 'admins have no calendar' }),
  withoutToken('getCalendarFeed'),

  // ---------------------------------------------------------------- rotateCalendarFeed
  {
    operationId: 'rotateCalendarFeed',
    status: 201,
    name: 'a new URL, shown once; the old one stops working at once',
    async run(t) {
      state.oldFeedUrl = await feedUrl(t, 'creatorB');
      return t.op('rotateCalendarFeed', {}, { as: 'creatorB' });
    },
    async check(result, t) {
      const { url } = result.body;
      expect(url).not.toBe(state.oldFeedUrl);
      expect((await t.op('getCalendarFeedIcs', feedInput(state.oldFeedUrl))).status).toBe(404);
      expect((await t.op('getCalendarFeedIcs', feedInput(url ?? ''))).status).toBe(200);
      const shown = await t.op('getCalendarFeed', {}, { as: 'creatorB' });
      expect(shown.body).toMatchObject({ url: null });
    },
  },
  ...forbiddenFor('rotateCalendarFeed', ['admin'], {}, { name: 'admins have no calendar' }),
  withoutToken('rotateCalendarFeed'),

  // ---------------------------------------------------------------- getCalendarFeedIcs
  {
    operationId: 'getCalendarFeedIcs',
    status: 200,
    name: "the feed is the owner's calendar as iCalendar text",
    async run(t) {
      await fixtures(t);
      const url = await feedUrl(t, 'creatorA');
      return t.op('getCalendarFeedIcs', feedInput(url));
    },
    async check(result, t) {
      const fx = await fixtures(t);
      expect(result.contentType).toBe('text/calendar; charset=utf-8');
      const text = result.text;
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toContain('\n');
      expect(text).toContain('X-WR-CALNAME:Colla\r\n');
      expect(text.split('BEGIN:VEVENT').length - 1).toBe(5);
      const open = fx.dealA.tasks[1];
      expect(text).toContain(`BEGIN:VEVENT\r\nUID:task-${open?.id}@colla\r\nDTSTAMP:`);
      expect(text).toContain(
        'DTSTART;VALUE=DATE:20260617\r\nSUMMARY:Post the Reel\\, Stories\\; tag us · Forn Sant Pau\r\n',
      );
      expect(text).toContain(`URL:http://localhost:3000/app/creator/deals/${fx.dealA.deal.id}\r\n`);
      expect(text).not.toContain('Pick up the bike');
      expect(text).not.toContain('Cancelled croissant');
      for (const line of text.split('\r\n'))
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    },
  },
  callCase('getCalendarFeedIcs', 404, 'an unknown feed token', {
    path: { feed_token: 'not-a-real-feed-token' },
  }),
  {
    operationId: 'getCalendarFeedIcs',
    status: 404,
    name: "a disabled user's feed stops working",
    async run(t) {
      const url = await feedUrl(t, 'creatorB');
      await t.database.db
        .update(users)
        .set({ status: 'disabled' })
        .where(eq(users.id, t.world.creatorB.user.id));
      try {
        return await t.op('getCalendarFeedIcs', feedInput(url));
      } finally {
        await t.database.db
          .update(users)
          .set({ status: 'active' })
          .where(eq(users.id, t.world.creatorB.user.id));
      }
    },
  },
]);
