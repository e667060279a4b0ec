import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxedThrottle } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { TEST_PASSWORD } from '../test/world';
import { worldDeal } from '../test/deal-fixtures';
import { EMPTY_PROFILE } from '../contract/auth.contract';
import { proposalBody } from '../test/publishable';

const BEL = '\u0007';
const RLO = '\u202e';
const RLI = '\u2067';
const RLM = '\u200f';
const COOK = '👩\u200d🍳';
const SPAIN = '🇪🇸';
/** England's flag: black flag, TAG g b e n g, CANCEL TAG. */
const ENGLAND = '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}';
const HEART = '\u2764\ufe0f';

interface Named {
  first_name: string;
  last_name: string;
}

describe('names and texts keep no control or bidirectional characters (through the API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ throttle: relaxedThrottle() });
  });
  afterAll(() => t.close());

  const register = (first_name: string, last_name: string, email: string) =>
    t.call('POST', '/register', {
      body: {
        first_name,
        last_name,
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    });

  it('registration: BEL, CR/LF, U+202E, U+2067 and U+200F go; emoji stay whole', async () => {
    const result = await register(
      `\r\nLaia${BEL}\r\nMaria${RLM}`,
      `Puig${RLO}gpj.exe ${RLI}${COOK}`,
      'laia.maria@example.com',
    );
    expect(result.status).toBe(201);
    const { user } = result.body as { user: Named };
    expect(user.first_name).toBe('Laia Maria');
    expect(user.last_name).toBe(`Puiggpj.exe ${COOK}`);
    expect(Array.from(user.last_name).slice(-3)).toEqual(['👩', '\u200d', '🍳']);
  });

  it('a name that is empty once cleaned is a 422 with the usual message', async () => {
    const result = await register(`${RLM}${RLI}${BEL}`, ` \r\n${RLO}`, 'nobody.named@example.com');
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      errors: {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
      },
    });
  });

  it('profile and admin edits of names clean them too; flags, tag sequences and ❤️ stay', async () => {
    const me = await t.call('PATCH', '/api/me', {
      token: t.world.creatorA.token,
      body: { first_name: `Laia ${HEART}${BEL}`, last_name: `Puig ${SPAIN} ${ENGLAND}${RLM}` },
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      first_name: `Laia ${HEART}`,
      last_name: `Puig ${SPAIN} ${ENGLAND}`,
    });
    const admin = await t.call('PATCH', `/api/admin/users/${t.world.creatorB.user.id}`, {
      token: t.world.admin.token,
      body: { first_name: `Marc${RLI}`, last_name: `Soler\nVidal` },
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ first_name: 'Marc', last_name: 'Soler Vidal' });
    const blank = await t.call('PATCH', '/api/me', {
      token: t.world.creatorA.token,
      body: { first_name: RLO },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({
      errors: { first_name: ['The first name field is required.'] },
    });
  });

  it('brand and category names are one line; their descriptions keep only line breaks', async () => {
    const brand = await t.call('POST', '/api/admin/brands', {
      token: t.world.admin.token,
      body: {
        name: `Vermut${RLO} Gràcia\r\n${COOK}`,
        description: `Vermut de barri.\r\nDiumenges${BEL} a la terrassa${RLI}.`,
        website: null,
        instagram_handle: null,
        city: `Barcelona${RLM}\n`,
        manager_ids: [],
      },
    });
    expect(brand.status).toBe(201);
    expect(brand.body).toMatchObject({
      name: `Vermut Gràcia ${COOK}`,
      description: 'Vermut de barri.\nDiumenges a la terrassa.',
      city: 'Barcelona',
    });
    const category = await t.call('POST', '/api/admin/categories', {
      token: t.world.admin.token,
      body: { name: `Música${RLI}${BEL}`, description: `Concerts\r\ni festes${RLO}` },
    });
    expect(category.status).toBe(201);
    expect(category.body).toMatchObject({ name: 'Música', description: 'Concerts\ni festes' });
    const blank = await t.call('POST', '/api/admin/categories', {
      token: t.world.admin.token,
      body: { name: `${BEL}${RLM}` },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ errors: { name: ['The name field is required.'] } });
  });

  it('proposal names, task names and short settings are one line', async () => {
    const result = await t.call('POST', '/api/brand/proposals', {
      token: t.world.brandUserA.token,
      body: proposalBody(t.world.brandA.id, {
        name: `Esmorzar${RLO} al Forn\r\n${COOK}`,
        description: `Croissants i cafè.${BEL}\r\nDissabte al matí.`,
        settings: { interest: `Food${RLM}\ndrink`, key_message: `Bon dia!${RLI}\nFins aviat` },
        task_templates: [
          {
            name: `Post${BEL}\nthe Reel ${HEART}`,
            description: `Tag us.\r\nThanks${RLO}`,
            assignee_type: 'creator',
            days_to_complete: 7,
            sort_order: 0,
          },
        ],
      }),
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      name: `Esmorzar al Forn ${COOK}`,
      description: 'Croissants i cafè.\nDissabte al matí.',
      settings: { interest: 'Food drink', key_message: 'Bon dia!\nFins aviat' },
      task_templates: [{ name: `Post the Reel ${HEART}`, description: 'Tag us.\nThanks' }],
    });
    const blank = await t.call('POST', '/api/brand/proposals', {
      token: t.world.brandUserA.token,
      body: proposalBody(t.world.brandA.id, {
        name: RLO,
        task_templates: [
          { name: `${RLM}${BEL}`, assignee_type: 'creator', days_to_complete: 7, sort_order: 0 },
        ],
      }),
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({
      errors: {
        name: ['The name field is required.'],
        'task_templates.0.name': ['The task templates.0.name field is required.'],
      },
    });
  });

  it('scheduled notification titles are one line, bodies keep their line breaks', async () => {
    const result = await t.call('POST', '/api/admin/scheduled-notifications', {
      token: t.world.admin.token,
      body: {
        title: `La Mercè${RLO}\r\nis here`,
        body: `Hola!${BEL}\r\nBrands are looking for creators.${RLI}`,
        audience: 'creators',
        send_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      title: 'La Mercè is here',
      body: 'Hola!\nBrands are looking for creators.',
    });
  });

  it('chat messages keep line breaks and emoji, not other controls or bidi characters', async () => {
    const fixture = await worldDeal(t, 'creatorB');
    const result = await t.call('POST', `/api/conversations/${fixture.conversation.id}/messages`, {
      token: t.world.creatorB.token,
      body: { body: `Hola!${BEL}\r\nQuedem dissabte?${RLO} ${COOK}${RLM}\n${ENGLAND}` },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ body: `Hola!\nQuedem dissabte? ${COOK}\n${ENGLAND}` });
  });

  it("a creator's city is one line and their bio keeps its line breaks", async () => {
    const result = await t.call('PUT', '/api/me/creator-profile', {
      token: t.world.creatorA.token,
      body: {
        ...EMPTY_PROFILE,
        bio: `Food in Gràcia.${RLO}\r\nVermut on Sundays ${HEART}`,
        city: `Barcelona${BEL}\n`,
        category_ids: [],
      },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      bio: `Food in Gràcia.\nVermut on Sundays ${HEART}`,
      city: 'Barcelona',
    });
  });
});
