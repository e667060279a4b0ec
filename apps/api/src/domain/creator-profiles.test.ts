import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema';
import { createDealFixture } from '../test/deal-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { usernameBase } from './creator-profiles';

const NOW = new Date('2026-11-21T12:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (days: number, minutes = 0) => new Date(NOW.getTime() - days * DAY + minutes * MINUTE);

describe('usernameBase', () => {
  it('makes a username of a name: accents dropped, letters and digits, lower case', () => {
    expect(usernameBase('Laia', 'Puig')).toBe('laiapuig');
    expect(usernameBase('Núria', "Vidal-d'Ors Ñúñez")).toBe('nuriavidaldorsnunez');
    expect(usernameBase('Marc', 'Soler 2')).toBe('marcsoler2');
    expect(usernameBase('Bartomeu Maximilià', 'Fontanals i Descatllar')).toBe(
      'bartomeumaximiliafontana',
    );
    expect(usernameBase('李', '王')).toBe('creator');
  });
});

describe('median response time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const { brandA, brandB, brandUserA, brandUserB, creatorA, creatorB } = t.world;
    const withA = await createDealFixture(db, { brandId: brandA.id, creatorId: creatorA.user.id });
    const withB = await createDealFixture(db, { brandId: brandB.id, creatorId: creatorA.user.id });
    const marcs = await createDealFixture(db, { brandId: brandA.id, creatorId: creatorB.user.id });
    const say = (conversationId: number, senderId: number, createdAt: Date) => ({
      conversationId,
      senderId,
      body: 'Hola!',
      createdAt,
    });
    const a = withA.conversation.id;
    const b = withB.conversation.id;
    await db.insert(messages).values([
      // Before the 90 days: not counted, however quick the reply.
      say(a, brandUserA.user.id, at(100)),
      say(a, creatorA.user.id, at(100, 10)),
      // The creator writing first is no reply to anything.
      say(a, creatorA.user.id, at(20)),
      // 30 minutes.
      say(a, brandUserA.user.id, at(10)),
      say(a, creatorA.user.id, at(10, 30)),
      // Two brand messages, one reply: 60 and 40 minutes.
      say(a, brandUserA.user.id, at(5)),
      say(a, brandUserA.user.id, at(5, 20)),
      say(a, creatorA.user.id, at(5, 60)),
      // Unanswered: not counted.
      say(a, brandUserA.user.id, at(1)),
      // Another deal's conversation: 5 minutes; the reply is looked for in its own conversation.
      say(b, brandUserB.user.id, at(3)),
      say(b, creatorA.user.id, at(3, 5)),
      // Another creator's slow reply changes nothing for Laia.
      say(marcs.conversation.id, brandUserA.user.id, at(2)),
      say(marcs.conversation.id, creatorB.user.id, at(2, 1000)),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const median = async (now: Date, username = 'laiapuig') => {
    t.setNow(now);
    const result = await t.call('GET', `/api/creators/${username}`, {
      token: t.world.brandUserA.token,
    });
    expect(result.status).toBe(200);
    return (result.body as { record: { median_response_minutes: number | null } }).record
      .median_response_minutes;
  };

  it('is the median of the waits from each brand message to the next reply, in whole minutes', async () => {
    // 5, 30, 40, 60.
    expect(await median(NOW)).toBe(35);
    expect(await median(NOW, 'marcsoler')).toBe(1000);
  });

  it('looks back 90 days from the clock', async () => {
    // 86 days later only the 5-minute reply (3 days before NOW) is within the window.
    expect(await median(new Date(NOW.getTime() + 86 * DAY))).toBe(5);
    // Before the 10-day-old reply was written, that message was unanswered: 40, 60 are later.
    expect(await median(at(10, 15))).toBe(null);
    // 10 days earlier: only the 100-day-old exchange (then 90 days old) is in: 10 minutes.
    expect(await median(at(11))).toBe(10);
    // Long after, nothing.
    expect(await median(new Date(NOW.getTime() + 200 * DAY))).toBe(null);
  });
});
