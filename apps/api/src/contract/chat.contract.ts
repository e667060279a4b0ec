import { issueToken } from '../auth/context';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { conversationReads, conversations, messages, notifications } from '../db/schema';
import { brandUserWithoutBrand, createTenantDeal } from '../test/deal-fixtures';
import { expectStatus, urlOf, type ContractApp, type As, type Answer } from '../test/op';
import { eventsNamed, openStream as openStreamAt, streamResult, waitForStreams } from '../test/sse';
import {
  defineContract,
  forbiddenFor,
  notFoundAcrossTenants,
  oncePerApp,
  unknownId,
  withoutToken,
} from './define';
import { badQuery } from './lists';
import { rowsWhere } from '../test/rows';

const fixtures = oncePerApp(async (t) => ({
  /** brandA × creatorA */
  dealA: await createTenantDeal(t.database.db, t.world, 'A'),
  /** brandB × creatorB */
  dealB: await createTenantDeal(t.database.db, t.world, 'B'),
}));

const convA = async (t: ContractApp) => (await fixtures(t)).dealA.conversation.id;
const convB = async (t: ContractApp) => (await fixtures(t)).dealB.conversation.id;

/** A message as the API answers it. */
type Message = Answer<'sendMessage', 201>['body'];

async function send(t: ContractApp, as: As, conversationId: number, body: string) {
  const result = await t.op(
    'sendMessage',
    { path: { id: conversationId }, body: { body } },
    { as },
  );
  return expectStatus(result, 201).body;
}

const messageCount = async (t: ContractApp, conversationId: number) =>
  (await t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId)))
    .length;

// ------------------------------------------------------------------ streaming over real HTTP

const openStream = (
  t: ContractApp,
  conversationId: number,
  as: As,
  headers: Record<string, string> = {},
) => openStreamAt(t, urlOf('streamConversation', { id: conversationId }), as, headers);

/** Message events in a stream's text, in order. */
const events = (text: string) => eventsNamed<Message>(text, 'message');

const waitForNoStreams = (t: ContractApp) => waitForStreams(() => t.app.colla.chatStreams.count());

export default defineContract('chat', [
  // ---------------------------------------------------------------- sendMessage
  {
    operationId: 'sendMessage',
    status: 201,
    name: 'the creator sends a trimmed plain-text message; the brand user is notified',
    async run(t) {
      return t.op(
        'sendMessage',
        {
          path: { id: await convA(t) },
          body: { body: '  Hola! <b>Sunday</b> at 12:30 works for me.  ' },
        },
        { as: 'creatorA' },
      );
    },
    async check(result, t) {
      const body = result.body;
      expect(body.body).toBe('Hola! <b>Sunday</b> at 12:30 works for me.');
      expect(body.sender.id).toBe(t.world.creatorA.user.id);
      expect(body.client_id).toBeNull();
      const [conversation] = await rowsWhere(t, conversations, conversations.id, await convA(t));
      expect(conversation?.updatedAt.getTime()).toBeGreaterThan(new Date('2026-06-04').getTime());
      const notes = await rowsWhere(
        t,
        notifications,
        notifications.userId,
        t.world.brandUserA.user.id,
      );
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'message_received',
        title: 'New message from Laia Puig',
        link: `/app/brand/chat/${await convA(t)}`,
      });
      expect(notes[0]?.body).toContain('Laia Puig: Hola!');
      // Nobody else hears about it.
      const others = await rowsWhere(
        t,
        notifications,
        notifications.userId,
        t.world.brandUserB.user.id,
      );
      expect(others).toEqual([]);
    },
  },
  {
    operationId: 'sendMessage',
    status: 201,
    name: 'a retried send with the same client_id answers the stored message once',
    async run(t) {
      const id = await convA(t);
      const sendOnce = () =>
        t.op(
          'sendMessage',
          {
            path: { id },
            body: {
              body: 'Great, see you on Sunday!',
              client_id: '6f1d2c3b-8a4e-4b7f-9c0d-1e2f3a4b5c6d',
            },
          },
          { as: 'brandUserA' },
        );
      const first = expectStatus(await sendOnce(), 201);
      const before = await messageCount(t, id);
      const retry = await sendOnce();
      expect(await messageCount(t, id)).toBe(before);
      expect(expectStatus(retry, 201).body.id).toBe(first.body.id);
      return retry;
    },
    async check(result, t) {
      expect(result.body.client_id).toBe('6f1d2c3b-8a4e-4b7f-9c0d-1e2f3a4b5c6d');
      const notes = await rowsWhere(
        t,
        notifications,
        notifications.userId,
        t.world.creatorA.user.id,
      );
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        title: 'New message from Forn Sant Pau',
        link: `/app/creator/chat/${await convA(t)}`,
      });
    },
  },
  {
    operationId: 'sendMessage',
    status: 422,
    name: 'a body that is only spaces',
    async run(t) {
      return t.op(
        'sendMessage',
        { path: { id: await convA(t) }, body: { body: ' \n\t ' } },
        { as: 'creatorA' },
      );
    },
    check: (result) =>
      expect(result.body.errors).toEqual({
        body: ['The body field is required.'],
      }),
  },
  {
    operationId: 'sendMessage',
    status: 422,
    name: 'a body over 5000 characters and a client_id that is not a UUID',
    async run(t) {
      const id = await convA(t);
      const before = await messageCount(t, id);
      const result = await t.op(
        'sendMessage',
        { path: { id }, body: { body: 'x'.repeat(5001), client_id: 'retry-1' } },
        { as: 'creatorA' },
      );
      expect(await messageCount(t, id)).toBe(before);
      return result;
    },
    check: (result) =>
      expect(Object.keys(result.body.errors).sort()).toEqual(['body', 'client_id']),
  },
  ...forbiddenFor(
    'sendMessage',
    ['admin'],
    async (t) => ({ path: { id: await convA(t) }, body: { body: 'Hello from support' } }),
    { name: 'admins read conversations but never send' },
  ),
  {
    operationId: 'sendMessage',
    status: 404,
    name: "another creator's conversation (cross-tenant)",
    async run(t) {
      const id = await convA(t);
      const before = await messageCount(t, id);
      const result = await t.op(
        'sendMessage',
        { path: { id }, body: { body: 'Hi' } },
        { as: 'creatorB' },
      );
      expect(await messageCount(t, id)).toBe(before);
      return result;
    },
  },
  notFoundAcrossTenants(
    'sendMessage',
    'brandUserB',
    async (t) => ({ path: { id: await convA(t) }, body: { body: 'Hi' } }),
    { name: "another brand's conversation (cross-tenant)" },
  ),
  unknownId('sendMessage', 'creatorA', 'an unknown conversation', { body: { body: 'Hi' } }),
  withoutToken('sendMessage', { path: { id: 1 }, body: { body: 'Hi' } }),

  // ---------------------------------------------------------------- listConversations
  {
    operationId: 'listConversations',
    status: 200,
    name: 'the brand user sees their conversations with the unread count and last message',
    async run(t) {
      await send(t, 'creatorA', await convA(t), 'One more thing: can I bring a friend?');
      return t.op('listConversations', {}, { as: 'brandUserA' });
    },
    async check(result, t) {
      const body = result.body;
      expect(body.data.map((c) => c.id)).toEqual([await convA(t)]);
      expect(body.data[0]?.unread_count).toBe(2);
      expect(body.data[0]?.last_message?.body).toBe('One more thing: can I bring a friend?');
      // Two unread messages, one notification: it now shows the latest message.
      const notes = await rowsWhere(
        t,
        notifications,
        notifications.userId,
        t.world.brandUserA.user.id,
      );
      expect(notes).toHaveLength(1);
      expect(notes[0]?.body).toBe('Laia Puig: One more thing: can I bring a friend?');
    },
  },
  {
    operationId: 'listConversations',
    status: 200,
    name: 'the other brand sees only its own, newest activity first for admins',
    async run(t) {
      await send(t, 'creatorB', await convB(t), 'Which bike size should I pick?');
      return t.op('listConversations', {}, { as: 'brandUserB' });
    },
    async check(result, t) {
      const body = result.body;
      expect(body.data.map((c) => c.id)).toEqual([await convB(t)]);
      const admin = await t.op('listConversations', {}, { as: 'admin' });
      const all = expectStatus(admin, 200).body.data;
      expect(all.map((c) => c.id)).toEqual([await convB(t), await convA(t)]);
      expect(all.every((c) => c.unread_count === 0)).toBe(true);
    },
  },
  badQuery('listConversations', 'creatorA', 'per_page over 100', { per_page: 101 }),
  {
    operationId: 'listConversations',
    status: 403,
    name: 'a brand user who manages no brand',
    async run(t) {
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.op('listConversations', {}, { as: orphan });
    },
  },
  withoutToken('listConversations'),

  // ---------------------------------------------------------------- getConversation
  {
    operationId: 'getConversation',
    status: 200,
    name: 'the creator reads their conversation: only the brand’s message is unread',
    async run(t) {
      return t.op('getConversation', { path: { id: await convA(t) } }, { as: 'creatorA' });
    },
    async check(result, t) {
      const body = result.body;
      expect(body.deal_id).toBe((await fixtures(t)).dealA.deal.id);
      expect(body.unread_count).toBe(1);
    },
  },
  notFoundAcrossTenants(
    'getConversation',
    'brandUserB',
    async (t) => ({ path: { id: await convA(t) } }),
    { name: "another brand's conversation (cross-tenant)" },
  ),
  unknownId('getConversation', 'admin', 'an unknown conversation'),
  {
    operationId: 'getConversation',
    status: 403,
    name: 'a brand user who manages no brand',
    async run(t) {
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.op('getConversation', { path: { id: await convA(t) } }, { as: orphan });
    },
  },
  withoutToken('getConversation', { path: { id: 1 } }),

  // ---------------------------------------------------------------- listMessages
  {
    operationId: 'listMessages',
    status: 200,
    name: 'newest first; before_id pages back through older history',
    async run(t) {
      return t.op(
        'listMessages',
        { path: { id: await convA(t) }, query: { per_page: 2 } },
        { as: 'brandUserA' },
      );
    },
    async check(result, t) {
      const page = result.body;
      expect(page.data.map((m) => m.body)).toEqual([
        'One more thing: can I bring a friend?',
        'Great, see you on Sunday!',
      ]);
      expect(page.meta).toMatchObject({ total: 3, last_page: 2, current_page: 1 });
      const older = await t.op(
        'listMessages',
        { path: { id: await convA(t) }, query: { per_page: 2, before_id: page.data[1]?.id } },
        { as: 'brandUserA' },
      );
      const rest = expectStatus(older, 200).body;
      expect(rest.data.map((m) => m.body)).toEqual(['Hola! <b>Sunday</b> at 12:30 works for me.']);
      expect(rest.meta).toMatchObject({ total: 1, last_page: 1 });
    },
  },
  {
    operationId: 'listMessages',
    status: 404,
    name: "another creator's conversation (cross-tenant)",
    async run(t) {
      return t.op('listMessages', { path: { id: await convA(t) } }, { as: 'creatorB' });
    },
    check: (result) => expect(result.text).not.toContain('Sunday'),
  },
  unknownId('listMessages', 'creatorA', 'an unknown conversation'),
  {
    operationId: 'listMessages',
    status: 422,
    name: 'before_id is not an id',
    async run(t) {
      return t.op(
        'listMessages',
        { path: { id: await convA(t) }, query: { before_id: 'latest' } },
        { as: 'creatorA' },
      );
    },
  },
  {
    operationId: 'listMessages',
    status: 403,
    name: 'a brand user who manages no brand',
    async run(t) {
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.op('listMessages', { path: { id: await convA(t) } }, { as: orphan });
    },
  },
  withoutToken('listMessages', { path: { id: 1 } }),

  // ---------------------------------------------------------------- markConversationRead
  {
    operationId: 'markConversationRead',
    status: 204,
    name: 'reads everything so far, and the message notifications with it',
    async run(t) {
      return t.op('markConversationRead', { path: { id: await convA(t) } }, { as: 'brandUserA' });
    },
    async check(_result, t) {
      const id = await convA(t);
      const conversation = expectStatus(
        await t.op('getConversation', { path: { id } }, { as: 'brandUserA' }),
        200,
      );
      expect(conversation.body.unread_count).toBe(0);
      const [read] = await t.database.db
        .select()
        .from(conversationReads)
        .where(
          and(
            eq(conversationReads.conversationId, id),
            eq(conversationReads.userId, t.world.brandUserA.user.id),
          ),
        );
      expect(read?.lastReadMessageId).toBe(conversation.body.last_message?.id);
      const notes = await rowsWhere(
        t,
        notifications,
        notifications.userId,
        t.world.brandUserA.user.id,
      );
      expect(notes.every((n) => n.readAt !== null)).toBe(true);
      // The creator's read state is untouched.
      const creator = expectStatus(
        await t.op('getConversation', { path: { id } }, { as: 'creatorA' }),
        200,
      );
      expect(creator.body.unread_count).toBe(1);
    },
  },
  ...forbiddenFor(
    'markConversationRead',
    ['admin'],
    async (t) => ({ path: { id: await convA(t) } }),
    { name: 'admins have no read state' },
  ),
  notFoundAcrossTenants(
    'markConversationRead',
    'brandUserB',
    async (t) => ({ path: { id: await convA(t) } }),
    { name: "another brand's conversation (cross-tenant)" },
  ),
  unknownId('markConversationRead', 'brandUserA', 'an unknown conversation'),
  withoutToken('markConversationRead', { path: { id: 1 } }),

  // ---------------------------------------------------------------- streamConversation
  {
    operationId: 'streamConversation',
    status: 200,
    name: 'a message sent through the API arrives live on the other side’s stream',
    async run(t) {
      const id = await convA(t);
      const stream = await openStream(t, id, 'brandUserA');
      try {
        expect(stream.response.headers.get('cache-control')).toBe('no-store');
        expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
        await stream.readUntil((text) => text.includes(': connected'));
        const sent = await send(t, 'creatorA', id, 'Live from Gràcia!');
        const text = await stream.readUntil((received) => events(received).length > 0);
        expect(events(text)).toEqual([{ id: String(sent.id), data: sent }]);
        return streamResult(stream);
      } finally {
        await stream.close();
      }
    },
    async check(_result, t) {
      // Closing the connection unsubscribes the stream.
      await waitForNoStreams(t);
    },
  },
  {
    operationId: 'streamConversation',
    status: 200,
    name: 'Last-Event-ID replays the messages after it, then live ones follow',
    async run(t) {
      const id = await convA(t);
      const first = await send(t, 'creatorA', id, 'Replay one');
      const second = await send(t, 'brandUserA', id, 'Replay two');
      const third = await send(t, 'creatorA', id, 'Replay three');
      const stream = await openStream(t, id, 'creatorA', {
        'last-event-id': String(first.id),
      });
      try {
        let text = await stream.readUntil((received) => events(received).length >= 2);
        expect(events(text).map((e) => e.data.body)).toEqual(['Replay two', 'Replay three']);
        expect(events(text).map((e) => Number(e.id))).toEqual([second.id, third.id]);
        await send(t, 'brandUserA', id, 'And now live');
        text = await stream.readUntil((received) => events(received).length >= 3);
        expect(events(text).map((e) => e.data.body)).toEqual([
          'Replay two',
          'Replay three',
          'And now live',
        ]);
        return streamResult(stream);
      } finally {
        await stream.close();
      }
    },
    async check(_result, t) {
      await waitForNoStreams(t);
      // Another conversation's stream hears nothing of this one.
      const other = await openStream(t, await convB(t), 'brandUserB');
      try {
        await send(t, 'creatorA', await convA(t), 'Not for Bicis');
        await send(t, 'creatorB', await convB(t), 'For Bicis');
        const text = await other.readUntil((received) => events(received).length >= 1);
        expect(events(text).map((e) => e.data.body)).toEqual(['For Bicis']);
      } finally {
        await other.close();
      }
      await waitForNoStreams(t);
    },
  },
  {
    operationId: 'streamConversation',
    status: 404,
    name: "another brand's conversation answers normally, before any stream (cross-tenant)",
    async run(t) {
      return t.op('streamConversation', { path: { id: await convA(t) } }, { as: 'brandUserB' });
    },
    check: (_result, t) => expect(t.app.colla.chatStreams.count()).toBe(0),
  },
  unknownId('streamConversation', 'creatorA', 'an unknown conversation'),
  {
    operationId: 'streamConversation',
    status: 403,
    name: 'a brand user who manages no brand',
    async run(t) {
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.op('streamConversation', { path: { id: await convA(t) } }, { as: orphan });
    },
  },
  withoutToken('streamConversation', { path: { id: 1 } }),
  {
    operationId: 'streamConversation',
    status: 429,
    name: 'one session holds at most 10 open streams; the 11th waits, with Retry-After',
    async run(t) {
      const id = await convA(t);
      const token = await issueToken(t.database.db, t.world.creatorA.user.id);
      const open = [];
      try {
        for (let i = 0; i < 10; i += 1) open.push(await openStream(t, id, { token }));
        return await t.op('streamConversation', { path: { id } }, { as: { token } });
      } finally {
        for (const stream of open) await stream.close();
      }
    },
    async check(result, t) {
      expect(Number(result.headers['retry-after'])).toBeGreaterThan(0);
      await waitForNoStreams(t);
    },
  },
  {
    operationId: 'streamConversation',
    status: 200,
    name: 'a stream ends within a second when its session signs out, or the account is disabled',
    async run(t) {
      const id = await convA(t);
      const token = await issueToken(t.database.db, t.world.creatorA.user.id);
      const stream = await openStream(t, id, { token });
      const other = await openStream(t, id, 'brandUserA');
      const started = Date.now();
      expect((await t.op('logout', {}, { as: { token } })).status).toBe(204);
      await stream
        .readUntil(() => false)
        .catch((error: Error) => {
          expect(error.message).toContain('stream ended');
        });
      expect(Date.now() - started).toBeLessThan(1_000);
      // The other side's stream is still open.
      expect(t.app.colla.chatStreams.count()).toBe(1);
      // An admin disabling the brand user ends theirs.
      const disabled = await t.op(
        'updateAdminUser',
        { path: { id: t.world.brandUserA.user.id }, body: { status: 'disabled' } },
        { as: 'admin' },
      );
      expect(disabled.status).toBe(200);
      await other
        .readUntil(() => false)
        .catch((error: Error) => {
          expect(error.message).toContain('stream ended');
        });
      await t.op(
        'updateAdminUser',
        { path: { id: t.world.brandUserA.user.id }, body: { status: 'active' } },
        { as: 'admin' },
      );
      return streamResult(stream);
    },
    async check(_result, t) {
      await waitForNoStreams(t);
    },
  },
  {
    operationId: 'streamConversation',
    status: 503,
    name: 'while the server cannot hear new messages (LISTEN lost): retry, nothing hijacked',
    async run(t) {
      const id = await convA(t);
      await t.app.colla.live.stop();
      try {
        return await t.op('streamConversation', { path: { id } }, { as: 'creatorA' });
      } finally {
        await t.app.colla.live.start();
      }
    },
    check(result, t) {
      expect(result.headers['retry-after']).toBe('2');
      expect(t.app.colla.chatStreams.count()).toBe(0);
    },
  },
]);
