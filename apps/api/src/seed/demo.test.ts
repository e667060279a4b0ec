import { count, eq } from 'drizzle-orm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBarri } from '@colla/api-client/places';
import { matchRequirements } from '@colla/api-client/requirements';
import { missingToPublish } from '@colla/api-client/publishing';
import { passwordProblem } from '../auth/password-policy';
import { medianResponseMinutes } from '../domain/creator-profiles';
import { managedBrandIds } from '../domain/access';
import { searchCreators } from '../domain/proposal-invites';
import { verifyPassword } from '../auth/secrets';
import sharp from 'sharp';
import { picturePath } from '../storage';
import { testConfig, type Config } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { schemaSql } from '../test/schema-sql';
import {
  activityLogs,
  applications,
  brandManagers,
  brands,
  conversationReads,
  conversations,
  creatorProfiles,
  deals,
  messages,
  notifications,
  portfolioItems,
  proposalCategories,
  proposals,
  scheduledNotifications,
  taskTemplates,
  tasks,
  users,
} from '../db/schema';
import {
  crc32,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PUBLIC_SLUG,
  isDatabaseEmpty,
  loadDemoData,
} from './demo/index';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY = 86_400_000;

/** Checks a PNG's signature, chunk CRCs and that its image data inflates to the right size. */
function checkPng(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      expect(data[9]).toBe(2);
    }
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  expect(ended).toBe(true);
  expect(inflateSync(Buffer.concat(idat)).length).toBe((width * 3 + 1) * height);
  return { width, height };
}

describe('demo data', () => {
  let database: OpenedDatabase;
  let config: Config;
  let emptyBefore: boolean;

  beforeAll(async () => {
    config = testConfig({ storageDir: await mkdtemp(join(tmpdir(), 'colla-demo-')) });
    database = await openDatabase({});
    await database.exec(await schemaSql());
    emptyBefore = await isDatabaseEmpty(database.db);
    await loadDemoData(database.db, config, NOW);
  }, 60_000);

  afterAll(async () => {
    await database.close();
    await rm(config.storageDir, { recursive: true, force: true });
  });

  const db = () => database.db;

  it('reports the database empty before and not after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db())).toBe(false);
  });

  it('has the three demo accounts with their types and the demo password', async () => {
    const expected = [
      [DEMO_ACCOUNTS.admin, 'admin', 'Clara', 'Roig'],
      [DEMO_ACCOUNTS.brand, 'brand', 'Jordi', 'Ferrer'],
      [DEMO_ACCOUNTS.creator, 'creator', 'Laia', 'Puig'],
    ] as const;
    for (const [email, type, firstName, lastName] of expected) {
      const [user] = await db().select().from(users).where(eq(users.email, email));
      expect(user, email).toBeDefined();
      if (!user) continue;
      expect(user).toMatchObject({ type, firstName, lastName, status: 'active' });
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'wrong-password')).toBe(false);
    }
  });

  it("keeps the demo password within the password policy for every demo user's email and name", async () => {
    const all = await db().select().from(users);
    expect(all.length).toBeGreaterThan(3);
    for (const user of all) {
      expect(passwordProblem(DEMO_PASSWORD, user), user.email).toBeNull();
    }
  });

  it('lets the demo brand user manage Vermut Gràcia and Forn Sant Pau', async () => {
    const rows = await db()
      .select({ name: brands.name })
      .from(brandManagers)
      .innerJoin(brands, eq(brands.id, brandManagers.brandId))
      .innerJoin(users, eq(users.id, brandManagers.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.brand));
    expect(rows.map((r) => r.name).sort()).toEqual(['Forn Sant Pau', 'Vermut Gràcia']);
  });

  it('gives the demo creator a profile with categories', async () => {
    const [row] = await db()
      .select({ profile: creatorProfiles })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.creator));
    expect(row?.profile.instagramHandle).toBe('laiapuig.bcn');
    const creators = await db().select().from(users).where(eq(users.type, 'creator'));
    const profiles = await db().select().from(creatorProfiles);
    expect(profiles.length).toBe(creators.length);
    expect(creators.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every creator a username, a barri or another town, languages and dated follower counts; some profiles are public', async () => {
    const rows = await db()
      .select({ email: users.email, profile: creatorProfiles })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId));
    for (const { email, profile } of rows) {
      expect(profile.username, email).toMatch(/^[a-z0-9._]{3,30}$/);
      expect(profile.barri !== null || profile.city !== 'Barcelona', email).toBe(true);
      if (profile.barri !== null) expect(isBarri(profile.barri), email).toBe(true);
      expect(profile.languages.length, email).toBeGreaterThan(0);
      expect(profile.instagramFollowersUpdatedAt, email).not.toBeNull();
      expect(profile.tiktokFollowersUpdatedAt !== null, email).toBe(
        profile.tiktokFollowers !== null,
      );
    }
    expect(new Set(rows.map((r) => r.profile.username.toLowerCase())).size).toBe(rows.length);
    expect(rows.some((r) => r.profile.barri === null)).toBe(true);
    const laia = rows.find((r) => r.email === DEMO_ACCOUNTS.creator)?.profile;
    expect(laia).toMatchObject({ username: 'laiapuig', visibility: 'public' });
    expect(rows.filter((r) => r.profile.visibility === 'public').length).toBeGreaterThanOrEqual(3);
  });

  it('dates completed deals; the demo creator has finished collaborations, one hidden, and a median reply time', async () => {
    const all = await db().select().from(deals);
    for (const deal of all) expect(deal.completedAt !== null).toBe(deal.status === 'completed');
    const [laia] = await db().select().from(users).where(eq(users.email, DEMO_ACCOUNTS.creator));
    if (!laia) throw new Error('no demo creator');
    const hers = all.filter((d) => d.creatorId === laia.id && d.status === 'completed');
    expect(hers.length).toBeGreaterThanOrEqual(2);
    expect(hers.filter((d) => d.hiddenOnProfile)).toHaveLength(1);
    // Her replies in the last 90 days took 25, 40, 50 and 60 minutes.
    expect(await medianResponseMinutes(db(), laia.id, NOW)).toBe(45);
  });

  it('gives creators portfolios of real pictures, in order, some made for their completed deals', async () => {
    const rows = await db()
      .select({ item: portfolioItems, dealStatus: deals.status, dealCreator: deals.creatorId })
      .from(portfolioItems)
      .leftJoin(deals, eq(deals.id, portfolioItems.dealId))
      .orderBy(portfolioItems.creatorId, portfolioItems.position);
    const byCreator = new Map<number, typeof rows>();
    for (const row of rows) {
      byCreator.set(row.item.creatorId, [...(byCreator.get(row.item.creatorId) ?? []), row]);
    }
    expect(byCreator.size).toBeGreaterThanOrEqual(4);
    for (const items of byCreator.values()) {
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(9);
      expect(items.map((row) => row.item.position)).toEqual(items.map((_, index) => index + 1));
    }
    const fromDeals = rows.filter((row) => row.item.dealId !== null);
    expect(fromDeals.length).toBeGreaterThanOrEqual(3);
    for (const row of fromDeals) {
      expect(row.dealStatus).toBe('completed');
      expect(row.dealCreator).toBe(row.item.creatorId);
    }
    const first = rows[0]?.item;
    if (!first?.pictureBase) throw new Error('no portfolio picture');
    for (const width of [400, 1200] as const) {
      const file = join(
        config.storageDir,
        picturePath(first.pictureBase, width).slice('/storage/'.length),
      );
      const meta = await sharp(await readFile(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width === 400 ? 400 : first.width);
    }
  });

  it("has applicants to Vermut Gràcia's summer tasting who meet every requirement and some who do not", async () => {
    const [proposal] = await db()
      .select()
      .from(proposals)
      .where(eq(proposals.slug, DEMO_PUBLIC_SLUG));
    if (!proposal) throw new Error('no summer tasting');
    const rows = await db()
      .select({ status: applications.status, profile: creatorProfiles })
      .from(applications)
      .innerJoin(creatorProfiles, eq(creatorProfiles.userId, applications.creatorId))
      .where(eq(applications.proposalId, proposal.id));
    const today = NOW.toISOString().slice(0, 10);
    const results = rows
      .filter((r) => r.status === 'pending')
      .map(
        (r) =>
          matchRequirements(
            proposal.settings,
            {
              birth_date: r.profile.birthDate,
              gender: null,
              instagram_handle: r.profile.instagramHandle,
              instagram_followers: r.profile.instagramFollowers,
              tiktok_handle: r.profile.tiktokHandle,
              tiktok_followers: r.profile.tiktokFollowers,
            },
            today,
          ).meets_all,
      );
    expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(results.filter((meets) => !meets).length).toBeGreaterThanOrEqual(2);
  });

  it('lets the demo brand find creators in several barris, some already invited, one not taking invitations', async () => {
    const [jordi] = await db().select().from(users).where(eq(users.email, DEMO_ACCOUNTS.brand));
    if (!jordi) throw new Error('no demo brand user');
    const page = await searchCreators(db(), await managedBrandIds(db(), jordi.id), {});
    const barris = new Set(page.data.flatMap((card) => (card.barri ? [card.barri] : [])));
    expect(barris.size).toBeGreaterThanOrEqual(4);
    expect(page.data.filter((card) => card.invited_proposal_ids.length > 0).length).toBe(2);
    expect(page.data.filter((card) => !card.accepts_invites).map((card) => card.username)).toEqual([
      'oriolcamps',
    ]);
  });

  it('has proposals in every status, with full settings, templates and categories', async () => {
    const rows = await db().select().from(proposals);
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set(['draft', 'active', 'inactive']));
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.secretSlug)).size).toBe(rows.length);
    const keys = [
      'age_min',
      'age_max',
      'gender',
      'platform',
      'interest',
      'min_followers',
      'content_type',
      'content_language',
      'deliverables',
      'tags',
      'visual_guidelines',
      'compensation_type',
      'submission_timeline',
      'posting_deadline',
      'key_message',
    ];
    for (const proposal of rows) {
      expect(Object.keys(proposal.settings).sort(), proposal.slug).toEqual([...keys].sort());
      expect(proposal.description).not.toMatch(/lorem/i);
    }
    const templates = await db().select().from(taskTemplates);
    const links = await db().select().from(proposalCategories);
    for (const proposal of rows) {
      expect(
        templates.some((t) => t.proposalId === proposal.id),
        proposal.slug,
      ).toBe(true);
      expect(
        links.some((l) => l.proposalId === proposal.id),
        proposal.slug,
      ).toBe(true);
    }
  });

  it('has every active proposal complete enough to publish (a picture, both dates, a task)', async () => {
    const rows = await db().select().from(proposals).where(eq(proposals.status, 'active'));
    const templates = await db().select().from(taskTemplates);
    expect(rows.length).toBeGreaterThan(0);
    for (const proposal of rows) {
      const missing = missingToPublish({
        hasImage: proposal.imagePath !== null,
        startDate: proposal.startDate,
        endDate: proposal.endDate,
        taskCount: templates.filter((t) => t.proposalId === proposal.id).length,
      });
      expect(missing, proposal.slug).toEqual([]);
    }
  });

  it('has the benchmark slug as an active proposal', async () => {
    const [row] = await db().select().from(proposals).where(eq(proposals.slug, DEMO_PUBLIC_SLUG));
    expect(row?.status).toBe('active');
    expect(row?.startDate && row.startDate <= '2026-11-21').toBe(true);
    expect(row?.endDate && row.endDate >= '2026-11-21').toBe(true);
  });

  it('draws each proposal its own picture, stored as pictures are (400 and 1200 px WebP)', async () => {
    const rows = await db().select().from(proposals);
    const withImage = rows.filter((p) => p.imagePath !== null);
    // Every demo proposal but one draft (which shows its category's drawing instead).
    expect(withImage.length).toBe(rows.length - 1);
    const seen = new Set<string>();
    for (const proposal of withImage) {
      const path = proposal.imagePath ?? '';
      const base = /^(\/storage\/proposals\/[\w-]+)-1200\.webp$/.exec(path)?.[1];
      expect(base, proposal.slug).toBeDefined();
      if (!base) continue;
      for (const [width, height] of [
        [1200, 750],
        [400, 250],
      ] as const) {
        const file = join(config.storageDir, picturePath(base, width).slice('/storage/'.length));
        const meta = await sharp(await readFile(file)).metadata();
        expect([meta.format, meta.width, meta.height], proposal.slug).toEqual([
          'webp',
          width,
          height,
        ]);
      }
      // No two proposals show the same picture.
      const pixels = await sharp(join(config.storageDir, path.slice('/storage/'.length)))
        .resize(32)
        .raw()
        .toBuffer();
      seen.add(pixels.toString('base64'));
    }
    expect(seen.size).toBe(withImage.length);
  });

  it('writes real PNG avatars', async () => {
    const rows = await db().select().from(users);
    const avatars = rows.flatMap((user) => (user.avatarPath ? [user.avatarPath] : []));
    expect(avatars.length).toBeGreaterThanOrEqual(3);
    for (const path of avatars) {
      const size = checkPng(
        await readFile(join(config.storageDir, path.slice('/storage/'.length))),
      );
      expect(size).toEqual({ width: 128, height: 128 });
    }
  });

  it('has applications in every status', async () => {
    const rows = await db().select().from(applications);
    expect(new Set(rows.map((a) => a.status))).toEqual(
      new Set(['pending', 'accepted', 'rejected']),
    );
  });

  it('gives every accepted application exactly one deal with tasks copied from the templates', async () => {
    const accepted = await db()
      .select()
      .from(applications)
      .where(eq(applications.status, 'accepted'));
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    const allDeals = await db().select().from(deals);
    expect(allDeals.length).toBe(accepted.length);
    for (const application of accepted) {
      const mine = allDeals.filter((d) => d.applicationId === application.id);
      expect(mine.length).toBe(1);
      const deal = mine[0];
      if (!deal) continue;
      expect(deal.proposalId).toBe(application.proposalId);
      expect(deal.creatorId).toBe(application.creatorId);
      const dealTasks = await db().select().from(tasks).where(eq(tasks.dealId, deal.id));
      const templates = await db()
        .select()
        .from(taskTemplates)
        .where(eq(taskTemplates.proposalId, application.proposalId));
      expect(dealTasks.length).toBe(templates.length);
      for (const template of templates) {
        const task = dealTasks.find((t) => t.name === template.name);
        expect(task, template.name).toBeDefined();
        if (!task) continue;
        // Due on the acceptance date plus days_to_complete.
        const due = new Date(deal.createdAt.getTime() + template.daysToComplete * DAY);
        expect(task.dueDate).toBe(due.toISOString().slice(0, 10));
        expect(task.assigneeType).toBe(template.assigneeType);
      }
      const allDone = dealTasks.every((t) => t.brandCompleted && t.creatorCompleted);
      expect(deal.status).toBe(allDone ? 'completed' : 'active');
    }
  });

  it('has half-done and fully done tasks', async () => {
    const rows = await db().select().from(tasks);
    expect(rows.some((t) => t.brandCompleted !== t.creatorCompleted)).toBe(true);
    expect(rows.some((t) => t.brandCompleted && !t.creatorCompleted)).toBe(true);
    expect(rows.some((t) => !t.brandCompleted && t.creatorCompleted)).toBe(true);
    expect(rows.some((t) => t.brandCompleted && t.creatorCompleted)).toBe(true);
    expect(rows.some((t) => !t.brandCompleted && !t.creatorCompleted)).toBe(true);
    for (const task of rows) {
      expect(task.brandCompletedAt !== null).toBe(task.brandCompleted);
      expect(task.creatorCompletedAt !== null).toBe(task.creatorCompleted);
    }
  });

  it('has one conversation per deal with messages from both sides, some unread', async () => {
    const allDeals = await db().select().from(deals);
    const allConversations = await db().select().from(conversations);
    expect(allConversations.length).toBe(allDeals.length);
    const [messageCount] = await db().select({ n: count() }).from(messages);
    expect(messageCount?.n ?? 0).toBeGreaterThan(10);
    const rows = await db()
      .select({ message: messages, deal: deals })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(deals, eq(deals.id, conversations.dealId));
    expect(rows.some((r) => r.message.senderId === r.deal.creatorId)).toBe(true);
    expect(rows.some((r) => r.message.senderId !== r.deal.creatorId)).toBe(true);
    for (const row of rows) expect(row.message.createdAt.getTime()).toBeLessThan(NOW.getTime());
    const reads = await db().select().from(conversationReads);
    const unread = rows.filter((r) => {
      const read = reads.find(
        (x) => x.conversationId === r.message.conversationId && x.userId !== r.message.senderId,
      );
      return read !== undefined && read.lastReadMessageId < r.message.id;
    });
    expect(unread.length).toBeGreaterThan(0);
  });

  it('has notifications, read and unread, activity logs with an impersonated change, and scheduled notifications in every status', async () => {
    const rows = await db().select().from(notifications);
    const types = new Set(rows.map((n) => n.type));
    for (const type of [
      'application_received',
      'application_accepted',
      'application_rejected',
      'message_received',
      'task_due_soon',
      'announcement',
    ]) {
      expect(types, type).toContain(type);
    }
    expect(rows.some((n) => n.readAt === null)).toBe(true);
    expect(rows.some((n) => n.readAt !== null)).toBe(true);
    const logs = await db().select().from(activityLogs);
    expect(logs.length).toBeGreaterThan(20);
    expect(logs.some((l) => l.impersonatorId !== null)).toBe(true);
    const scheduled = await db().select().from(scheduledNotifications);
    expect(new Set(scheduled.map((s) => s.status))).toEqual(
      new Set(['scheduled', 'sent', 'cancelled']),
    );
  });
});
