import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { userById } from '../test/auth';
import { users } from '../db/schema';
import { unchecked, type ContractApp } from '../test/op';
import { callCase, defineContract, errorFor } from './define';

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

export default defineContract('languages', [accountLanguage]);
