/** A brand's team: the brand users who manage it and the invitations to join them. */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { brandManagers, invitations, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { toUserRef } from '../serializers/common';
import { brandExists } from './brands';

/**
 * The brand a caller may run the team of: admins any brand, brand users the ones they manage
 * (another brand is a 404, as an unknown one), creators none (403).
 */
export async function teamBrand(db: Db, auth: AuthContext, brandId: number): Promise<number> {
  if (auth.user.type === 'creator') throw forbidden();
  const missing = () => notFound(/*i18n*/ { id: 'Brand not found.' });
  if (!(await brandExists(db, brandId))) throw missing();
  if (auth.user.type === 'admin') return brandId;
  if (!(await managesBrand(db, brandId, auth.user.id))) throw missing();
  return brandId;
}

async function managesBrand(db: Db, brandId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: brandManagers.userId })
    .from(brandManagers)
    .where(and(eq(brandManagers.brandId, brandId), eq(brandManagers.userId, userId)));
  return row !== undefined;
}

/** Whether someone with this email (whatever its case) already manages the brand. */
export async function emailManagesBrand(db: Db, brandId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(brandManagers)
    .innerJoin(users, eq(users.id, brandManagers.userId))
    .where(
      and(eq(brandManagers.brandId, brandId), sql`lower(${users.email}) = lower(${email.trim()})`),
    )
    .limit(1);
  return row !== undefined;
}

const openInvitations = (brandId: number, now: Date) =>
  and(
    eq(invitations.type, 'brand'),
    eq(invitations.brandId, brandId),
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, now),
  );

/** Whether this email has an invitation to manage the brand that still works. */
export async function hasOpenInvitation(
  db: Db,
  brandId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(openInvitations(brandId, now), sql`lower(${invitations.email}) = lower(${email.trim()})`),
    )
    .limit(1);
  return row !== undefined;
}

/** The brand's managers by name (with their emails) and the invitations still open. */
export async function brandTeam(db: Db, brandId: number, now: Date) {
  const [managers, invited] = await Promise.all([
    db
      .select({ user: users })
      .from(brandManagers)
      .innerJoin(users, eq(users.id, brandManagers.userId))
      .where(eq(brandManagers.brandId, brandId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db.select().from(invitations).where(openInvitations(brandId, now)).orderBy(asc(invitations.id)),
  ]);
  return {
    managers: managers.map(({ user }) => ({ ...toUserRef(user), email: user.email })),
    invitations: invited.map(toBrandManagerInvitation),
  };
}

export function toBrandManagerInvitation(row: typeof invitations.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
