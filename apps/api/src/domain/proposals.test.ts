import { count, eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { proposals, taskTemplates } from '../db/schema';
import { WEBP_1PX, proposalBody } from '../test/publishable';
import { createTestApp, type TestApp } from '../test/harness';
import { saveProposal } from './proposals';

/** The app with a transaction that does all its writes and then fails. */
function failingAfterWrites(app: AppContext): AppContext {
  const db = new Proxy(app.db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return (fn: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await fn(tx);
            throw new Error('the database went away');
          });
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return { ...app, db };
}

describe('saveProposal', () => {
  let t: TestApp;
  const files = () => {
    const dir = join(t.app.colla.config.storageDir, 'proposals');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const auth = () => ({ user: t.world.brandUserA.user, tokenId: 0, impersonator: null });
  const input = (overrides: Record<string, unknown> = {}) =>
    proposalBody(t.world.brandA.id, {
      image_base64: WEBP_1PX,
      task_templates: [{ name: 'Visit', assignee_type: 'creator', sort_order: 0 }],
      ...overrides,
    }) as Parameters<typeof saveProposal>[2];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves nothing behind when the transaction fails: no row, no templates, no file', async () => {
    const before = files();
    await expect(
      saveProposal(failingAfterWrites(t.app.colla), auth(), input(), [t.world.brandA.id], null, ''),
    ).rejects.toThrow('the database went away');
    const [rows] = await t.database.db.select({ n: count() }).from(proposals);
    const [templates] = await t.database.db.select({ n: count() }).from(taskTemplates);
    expect(rows?.n).toBe(0);
    expect(templates?.n).toBe(0);
    expect(files()).toEqual(before);
  });

  it('keeps the old image when a replacing update fails, and drops the new file', async () => {
    const id = await saveProposal(t.app.colla, auth(), input(), [t.world.brandA.id], null, '');
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, id));
    if (!row?.imagePath) throw new Error('no image stored');
    const before = files();
    expect(before).toHaveLength(1);
    await expect(
      saveProposal(
        failingAfterWrites(t.app.colla),
        auth(),
        input({ name: 'Renamed' }),
        [t.world.brandA.id],
        row,
        '',
      ),
    ).rejects.toThrow();
    expect(files()).toEqual(before);
    const [after] = await t.database.db.select().from(proposals).where(eq(proposals.id, id));
    expect(after?.name).toBe(row.name);
    expect(after?.imagePath).toBe(row.imagePath);
  });
});
