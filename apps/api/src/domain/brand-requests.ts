/** Businesses' requests to join Colla as brands, and the admins' decision on them. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brandRequests, users } from '../db/schema';
import { notFound } from '../http/errors';
import { fitsInteger, tablePage, type PageQuery } from '../lib/sql';
import { toBrandRequest, type BrandRequestRow } from '../serializers/brand-requests';

export type BrandRequestStatus = BrandRequestRow['status'];

/** Whether this email (whatever its case) has a request waiting for an answer. */
export async function hasPendingRequest(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brandRequests.id })
    .from(brandRequests)
    .where(
      and(
        eq(brandRequests.status, 'new'),
        sql`lower(${brandRequests.email}) = lower(${email.trim()})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertBrandRequest(
  db: Db,
  values: typeof brandRequests.$inferInsert,
): Promise<BrandRequestRow> {
  const [row] = await db.insert(brandRequests).values(values).returning();
  if (!row) throw new Error('brand request not inserted');
  return row;
}

/** A request by id (404 when there is none). */
export async function findBrandRequest(db: Db, id: number): Promise<BrandRequestRow> {
  const [row] = fitsInteger(id)
    ? await db.select().from(brandRequests).where(eq(brandRequests.id, id))
    : [];
  if (!row) throw notFound(/*i18n*/ { id: 'Brand request not found.' });
  return row;
}

/** A page of requests, newest first, with how many there are in each status. */
export async function listBrandRequests(
  db: Db,
  query: PageQuery & { status?: BrandRequestStatus },
) {
  const where = query.status ? eq(brandRequests.status, query.status) : undefined;
  const [page, counts] = await Promise.all([
    tablePage(
      db,
      query,
      brandRequests,
      where,
      db.select().from(brandRequests).where(where).orderBy(desc(brandRequests.id)),
      (rows) => rows.map(toBrandRequest),
    ),
    db
      .select({ status: brandRequests.status, n: count() })
      .from(brandRequests)
      .groupBy(brandRequests.status),
  ]);
  const statusCounts = { new: 0, approved: 0, declined: 0 };
  for (const row of counts) statusCounts[row.status] = row.n;
  return { ...page, status_counts: statusCounts };
}

/**
 * Records the decision on a request still waiting (one conditional update, so two admins
 * deciding at once cannot both win); undefined when it was already decided.
 */
export async function decideBrandRequest(
  db: Db,
  id: number,
  decision: {
    status: 'approved' | 'declined';
    decidedBy: number;
    now: Date;
    brandId?: number;
    declineReason?: string;
  },
): Promise<BrandRequestRow | undefined> {
  const [row] = await db
    .update(brandRequests)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.now,
      brandId: decision.brandId ?? null,
      declineReason: decision.declineReason ?? null,
    })
    .where(and(eq(brandRequests.id, id), eq(brandRequests.status, 'new')))
    .returning();
  return row;
}

/** The active admins, who hear of each new request. */
export async function activeAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
