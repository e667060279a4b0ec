/** Invitations: single-use links (only their SHA-256 is stored) that let people join. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256 } from '../auth/secrets';
import type { Db } from '../db/client';
import { brands, invitations } from '../db/schema';
import { notFound } from '../http/errors';
import type { InvitationRow } from '../serializers/users';

/** An invitation that can still be used: known, not accepted, not expired (404 otherwise). */
export async function findOpenInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<{ invitation: InvitationRow; brand: { id: number; name: string } | null }> {
  const [row] = await db
    .select({ invitation: invitations, brandName: brands.name, brandId: brands.id })
    .from(invitations)
    .leftJoin(brands, eq(brands.id, invitations.brandId))
    .where(
      and(
        eq(invitations.tokenHash, sha256(token)),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw notFound(/*i18n*/ { id: 'Invitation not found.' });
  const brand =
    row.brandId !== null && row.brandName !== null
      ? { id: row.brandId, name: row.brandName }
      : null;
  return { invitation: row.invitation, brand };
}

/** Marks an invitation accepted; false when it already was (single use, even at once). */
export async function markInvitationAccepted(db: Db, id: number, now: Date): Promise<boolean> {
  const accepted = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return accepted.length > 0;
}

export async function insertInvitation(
  db: Db,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation not created');
  return row;
}
