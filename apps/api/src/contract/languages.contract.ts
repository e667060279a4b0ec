import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertUser, userById } from '../test/auth';
import { mailOutbox, notifications, users } from '../db/schema';
import { worldDeal } from '../test/deal-fixtures';
import type { CallResult } from '../test/harness';
import { expectStatus, unchecked, type ActorName, type ContractApp } from '../test/op';
import { anyCase, callCase, defineContract, errorFor } from './define';

/*
 * An account's language (`locale`): chosen at registration (the body's, else the request's
 * Accept-Language, else English), changed through updateMe, and the language of every answer,
 * notification, email and calendar feed the API writes to that person.
 */

const registration = (email: string, locale?: 'ca' | 'es') => ({
  first_name: 'Núria',
  last_name: 'Vidal',
  email,
  password: 'gaudi-and-sun-2026',
  password_confirmation: 'gaudi-and-sun-2026',
  ...(locale === undefined ? {} : { locale }),
});

async function localeOf(t: ContractApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row?.locale;
}

const accountLanguage = [
  callCase(
    'register',
    201,
    "stores the body's locale, whatever Accept-Language says",
    {
      body: registration('nuria.es@example.com', 'es'),
      headers: { 'accept-language': 'ca-ES,ca;q=0.9' },
    },
    {
      async check(result, t) {
        expect(result.body.user.locale).toBe('es');
        expect(await localeOf(t, 'nuria.es@example.com')).toBe('es');
      },
    },
  ),
  callCase(
    'register',
    201,
    'without a locale, takes the language Accept-Language prefers (weights respected)',
    {
      body: registration('nuria.ca@example.com'),
      headers: { 'accept-language': 'fr-FR;q=1, ca;q=0.8, es;q=0.9, en;q=0.1' },
    },
    {
      async check(result, t) {
        expect(result.body.user.locale).toBe('es');
        expect(await localeOf(t, 'nuria.ca@example.com')).toBe('es');
      },
    },
  ),
  callCase(
    'register',
    201,
    'without a locale or a language Colla speaks, English',
    { body: registration('nuria.en@example.com'), headers: { 'accept-language': 'fr, de' } },
    {
      async check(result, t) {
        expect(result.body.user.locale).toBe('en');
        expect(await localeOf(t, 'nuria.en@example.com')).toBe('en');
      },
    },
  ),
  callCase(
    'register',
    422,
    'a language Colla does not speak is refused; nothing created',
    { body: unchecked({ ...registration('nuria.fr@example.com'), locale: 'fr' }) },
    {
      async check(result, t) {
        errorFor('locale')(result);
        expect(await localeOf(t, 'nuria.fr@example.com')).toBeUndefined();
      },
    },
  ),
  callCase(
    'updateMe',
    200,
    'changes the language (persisted), alone',
    { body: { locale: 'ca' } },
    {
      as: 'creatorA',
      async check(result, t) {
        expect(result.body).toMatchObject({ first_name: 'Laia', locale: 'ca' });
        expect((await userById(t, t.world.creatorA.user.id)).locale).toBe('ca');
      },
    },
  ),
  callCase(
    'updateMe',
    422,
    'a language Colla does not speak; nothing changes',
    { body: unchecked({ locale: 'fr' }) },
    {
      as: 'creatorB',
      async check(result, t) {
        errorFor('locale')(result);
        expect((await userById(t, t.world.creatorB.user.id)).locale).toBe('en');
      },
    },
  ),
];

/** Sets an account's language in the database (each case says whose language it relies on). */
const speaks = (actor: ActorName, locale: 'en' | 'ca' | 'es') => async (t: ContractApp) =>
  t.database.db.update(users).set({ locale }).where(eq(users.id, t.world[actor].user.id));

const varies = (result: CallResult) =>
  String(result.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());

const requesterLanguage = [
  callCase(
    'getAdminUser',
    404,
    "a Catalan account's 404 is in Catalan",
    { path: { id: 2_000_000_000 } },
    {
      as: 'admin',
      before: speaks('admin', 'ca'),
      check(result) {
        expect(result.body).toEqual({ message: 'No s’ha trobat l’usuari.' });
        // A signed-in answer is kept by no cache: it says whose language by its token.
        expect(result.headers['cache-control']).toBe('no-store');
      },
    },
  ),
  callCase(
    'updateMe',
    422,
    "a Catalan account's 422 is in Catalan, field messages too, whatever Accept-Language says",
    { body: { first_name: '   ', last_name: '  ' }, headers: { 'accept-language': 'en' } },
    {
      as: 'creatorA',
      before: speaks('creatorA', 'ca'),
      check(result) {
        expect(result.body).toEqual({
          message: 'El camp «first name» és obligatori. (i 1 error més)',
          errors: {
            first_name: ['El camp «first name» és obligatori.'],
            last_name: ['El camp «last name» és obligatori.'],
          },
        });
      },
    },
  ),
  callCase(
    'updateMe',
    422,
    "the schema's own checks (a language Colla does not speak) answer in the account's language",
    { body: unchecked({ locale: 'fr' }) },
    {
      as: 'creatorA',
      before: speaks('creatorA', 'es'),
      check(result) {
        expect(result.body.message).toBe('Los datos no son válidos.');
        expect(result.body.errors?.locale).toEqual([
          'El valor seleccionado de «locale» no es válido.',
        ]);
      },
    },
  ),
  callCase(
    'login',
    422,
    'signed out, Accept-Language es-ES,es;q=0.9: Spanish, with Vary: Accept-Language',
    {
      body: { email: 'nobody@example.com', password: 'not-a-password' },
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    },
    {
      check(result) {
        const credentials = 'Estas credenciales no coinciden con nuestros datos.';
        expect(result.body).toEqual({ message: credentials, errors: { email: [credentials] } });
        expect(varies(result)).toContain('accept-language');
      },
    },
  ),
  callCase(
    'login',
    422,
    'signed out, a language Colla does not speak: English (the spec), with Vary',
    {
      body: { email: 'nobody@example.com', password: 'not-a-password' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,de;q=0.8' },
    },
    {
      check(result) {
        const credentials = 'These credentials do not match our records.';
        expect(result.body).toEqual({ message: credentials, errors: { email: [credentials] } });
        expect(varies(result)).toContain('accept-language');
      },
    },
  ),
  callCase(
    'getMe',
    401,
    'signed out (no token), in Catalan: the 401 in Catalan, with Vary',
    { headers: { 'accept-language': 'ca' } },
    {
      check(result) {
        expect(result.body).toEqual({ message: 'No has iniciat la sessió.' });
        expect(varies(result)).toContain('accept-language');
      },
    },
  ),
];

const recipientLanguage = [
  anyCase({
    operationId: 'updateDealTask',
    status: 200,
    name: 'a notification to a Catalan creator from a Spanish brand user is in Catalan',
    async run(t) {
      await speaks('brandUserA', 'es')(t);
      await speaks('creatorA', 'ca')(t);
      const fx = await worldDeal(t, 'creatorA');
      const task = fx.tasks[0];
      if (!task) throw new Error('the fixture deal has tasks');
      return t.op(
        'updateDealTask',
        { path: { id: fx.deal.id, task_id: task.id }, body: { completed: true } },
        { as: 'brandUserA' },
      );
    },
    async check(_result, t) {
      const [note] = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, t.world.creatorA.user.id),
            eq(notifications.type, 'task_completed'),
          ),
        );
      expect(note?.title).toBe('Tasca completada');
      expect(note?.body).toMatch(/^Forn Sant Pau ha marcat «.+» com a feta a .+\.$/);
    },
  }),
  anyCase({
    operationId: 'forgotPassword',
    status: 202,
    name: 'the reset mail of a Spanish account is in Spanish (subject and body)',
    async run(t) {
      const { user } = await insertUser(t, {
        type: 'creator',
        firstName: 'Pau',
        lastName: 'Serra',
        email: 'pau.serra.es@example.com',
      });
      await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
      return t.op('forgotPassword', { body: { email: 'pau.serra.es@example.com' } });
    },
    async check(result, t) {
      // The answer is the requester's (no Accept-Language: English), the mail the account's.
      expect((result.body as { message: string }).message).toBe(
        'If that email belongs to an account, we have sent a password reset link.',
      );
      await t.app.colla.mail.idle();
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'pau.serra.es@example.com'));
      expect(mail?.subject).toBe('Restablece tu contraseña de Colla');
      expect(mail?.body).toMatch(/^Hola Pau:\n\nAlguien ha pedido restablecer la contraseña/);
      expect(mail?.body).toContain('/password-reset?token=');
    },
  }),
  anyCase({
    operationId: 'getCalendarFeedIcs',
    status: 200,
    name: 'the iCalendar feed of a Catalan account is in Catalan',
    async run(t) {
      await speaks('creatorB', 'ca')(t);
      await worldDeal(t, 'creatorB');
      const created = expectStatus(
        await t.op('rotateCalendarFeed', {}, { as: 'creatorB' }),
        201,
      ).body;
      const feed_token = (created.url ?? '').split('/').pop() ?? '';
      return t.op('getCalendarFeedIcs', { path: { feed_token } });
    },
    check(result) {
      const ics = result.text.replace(/\r\n /g, '');
      expect(ics).toContain('SUMMARY:Comença la col·laboració · ');
      expect(ics).not.toContain('Collaboration starts');
    },
  }),
];

export default defineContract('languages', [accountLanguage, requesterLanguage, recipientLanguage]);
