/**
 * Test fixtures only: deals made with direct inserts (a proposal, an accepted application, the
 * deal, its tasks and its conversation), as accepting an application would create them.
 */
import { issueToken } from '../auth/context';
import { randomSecret } from '../auth/secrets';
import type { Db } from '../db/client';
import {
  applications,
  conversations,
  deals,
  proposals,
  tasks,
  users,
  type ProposalSettingsRow,
} from '../db/schema';
import type { World } from './world';

export const DEFAULT_SETTINGS: ProposalSettingsRow = {
  age_min: 18,
  age_max: null,
  gender: 'any',
  platform: 'instagram',
  interest: 'Food',
  min_followers: 1000,
  content_type: 'both',
  deliverables: '1 Reel and 3 Stories',
  tags: 'vermut, gracia',
  visual_guidelines: null,
  compensation_type: 'Tasting for two',
  submission_timeline: null,
  posting_deadline: null,
  key_message: null,
};

export interface DealFixtureTask {
  name: string;
  assigneeType?: 'brand' | 'creator';
  dueDate: string;
  brandCompleted?: boolean;
  creatorCompleted?: boolean;
}

export interface DealFixtureOptions {
  brandId: number;
  creatorId: number;
  proposalName?: string;
  status?: 'active' | 'completed' | 'cancelled';
  tasks?: DealFixtureTask[];
  postingDeadline?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  createdAt?: Date;
  /** When a completed deal was completed (default `createdAt`). */
  completedAt?: Date;
  /** Reuse a proposal instead of creating one. */
  proposalId?: number;
  /** The new proposal's usage rights (default: own channels, 12 months). */
  usage?: { scope: 'own_channels' | 'paid_ads'; months: number | null };
}

export async function createDealFixture(db: Db, options: DealFixtureOptions) {
  const suffix = randomSecret(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  const name = options.proposalName ?? 'Summer vermut tasting in Gràcia';
  const createdAt = options.createdAt ?? new Date();
  let proposalId = options.proposalId;
  if (proposalId === undefined) {
    const [proposal] = await db
      .insert(proposals)
      .values({
        name,
        slug: `proposal-${suffix}`,
        secretSlug: `secret-${suffix}-${randomSecret(8)}`,
        status: 'active',
        brandId: options.brandId,
        startDate: options.startDate ?? null,
        endDate: options.endDate ?? null,
        settings: { ...DEFAULT_SETTINGS, posting_deadline: options.postingDeadline ?? null },
        ...(options.usage && {
          usageScope: options.usage.scope,
          usageMonths: options.usage.months,
        }),
      })
      .returning();
    if (!proposal) throw new Error('proposal not created');
    proposalId = proposal.id;
  }
  const [application] = await db
    .insert(applications)
    .values({ proposalId, creatorId: options.creatorId, status: 'accepted' })
    .returning();
  if (!application) throw new Error('application not created');
  const [deal] = await db
    .insert(deals)
    .values({
      applicationId: application.id,
      proposalId,
      brandId: options.brandId,
      creatorId: options.creatorId,
      status: options.status ?? 'active',
      completedAt: options.status === 'completed' ? (options.completedAt ?? createdAt) : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!deal) throw new Error('deal not created');
  const taskSpecs = options.tasks ?? [
    { name: 'Book your tasting visit', assigneeType: 'creator', dueDate: '2026-06-06' },
    { name: 'Reserve a terrace table', assigneeType: 'brand', dueDate: '2026-06-08' },
  ];
  const taskRows = taskSpecs.length
    ? await db
        .insert(tasks)
        .values(
          taskSpecs.map((task, index) => ({
            dealId: deal.id,
            name: task.name,
            assigneeType: task.assigneeType ?? 'creator',
            dueDate: task.dueDate,
            sortOrder: index,
            brandCompleted: task.brandCompleted ?? false,
            creatorCompleted: task.creatorCompleted ?? false,
            brandCompletedAt: task.brandCompleted ? createdAt : null,
            creatorCompletedAt: task.creatorCompleted ? createdAt : null,
          })),
        )
        .returning()
    : [];
  const [conversation] = await db
    .insert(conversations)
    .values({ dealId: deal.id, createdAt, updatedAt: createdAt })
    .returning();
  if (!conversation) throw new Error('conversation not created');
  return { proposalId, application, deal, tasks: taskRows, conversation };
}

export type DealFixture = Awaited<ReturnType<typeof createDealFixture>>;

/**
 * A tenant's usual deal: A is brandA × creatorA made on 3 June, B is brandB × creatorB on the
 * bike proposal made on 4 June; `options` change or add to it.
 */
export function createTenantDeal(
  db: Db,
  world: World,
  tenant: 'A' | 'B',
  options: Partial<DealFixtureOptions> = {},
) {
  const base: DealFixtureOptions =
    tenant === 'A'
      ? {
          brandId: world.brandA.id,
          creatorId: world.creatorA.user.id,
          createdAt: new Date('2026-06-03T10:02:00Z'),
        }
      : {
          brandId: world.brandB.id,
          creatorId: world.creatorB.user.id,
          proposalName: 'Ride the Poblenou seafront',
          createdAt: new Date('2026-06-04T09:00:00Z'),
        };
  return createDealFixture(db, { ...base, ...options });
}

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data request body for `t.call(..., { payload, headers })`. */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----colla-${randomSecret(9)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 white PNG (a whole image: uploads are decoded), padded to `size` bytes when asked. */
export function pngBytes(size = 0): Buffer {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8ffffff7f0009fb03fd08d1e81e0000000049454e44ae426082',
    'hex',
  );
  return size > png.length ? Buffer.concat([png, Buffer.alloc(size - png.length)]) : png;
}

/** The start of an MP4 file (an `ftyp` box), padded to `size` bytes. */
export function mp4Bytes(size = 64): Buffer {
  const head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}

/** A brand user who manages no brand (e.g. after their brand was deleted), with a token. */
export async function brandUserWithoutBrand(db: Db) {
  const [user] = await db
    .insert(users)
    .values({
      type: 'brand',
      firstName: 'Oriol',
      lastName: 'Casas',
      email: `oriol.${randomSecret(6)}@example.com`,
      passwordHash: 'not-used',
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { user, token: await issueToken(db, user.id) };
}

/** A deal of the world's brand A with one of its creators (createDealFixture's defaults otherwise). */
export function worldDeal(
  t: { database: { db: Db }; world: World },
  creator: 'creatorA' | 'creatorB',
) {
  return createDealFixture(t.database.db, {
    brandId: t.world.brandA.id,
    creatorId: t.world[creator].user.id,
  });
}
