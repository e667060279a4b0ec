/** Invitations: single-use links (only their SHA-256 is stored) that let people join. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { UserRow } from '../auth/context';
import { randomSecret, sha256 } from '../auth/secrets';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { brands, invitations } from '../db/schema';
import { notFound } from '../http/errors';
import type { Locale } from '../i18n/language';
import { translate, type ServerMessage } from '../i18n/messages';
import { fullName } from '../lib/names';
import type { InvitationRow } from '../serializers/users';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

/** The invitation mail's text: one whole sentence for each kind of account. */
function invitationBody(
  type: 'brand' | 'creator' | 'admin',
  inviter: string,
  link: string,
): ServerMessage {
  const values = { inviter, link };
  switch (type) {
    case 'brand':
      return /*i18n*/ {
        id: 'Hola,\n\n{inviter} invited you to join Colla as a brand user. Create your account here (the link works once, for 7 days):\n\n{link}\n',
        values,
      };
    case 'creator':
      return /*i18n*/ {
        id: 'Hola,\n\n{inviter} invited you to join Colla as a creator user. Create your account here (the link works once, for 7 days):\n\n{link}\n',
        values,
      };
    default:
      return /*i18n*/ {
        id: 'Hola,\n\n{inviter} invited you to join Colla as a admin user. Create your account here (the link works once, for 7 days):\n\n{link}\n',
        values,
      };
  }
}

/**
 * Creates a single-use invitation and emails its link (in `locale`: the invitee has no account
 * yet), inside the caller's transaction: the mail goes out only once it commits. Used by an
 * admin's invitation, an approved brand request and a brand manager inviting a colleague.
 */
export async function sendInvitation(
  app: AppContext,
  tx: Db,
  input: {
    email: string;
    type: 'brand' | 'creator' | 'admin';
    brandId: number | null;
    invitedBy: UserRow;
    locale: Locale;
  },
): Promise<InvitationRow> {
  const token = randomSecret();
  const now = app.now();
  const row = await insertInvitation(tx, {
    email: input.email,
    type: input.type,
    brandId: input.brandId,
    tokenHash: sha256(token),
    invitedBy: input.invitedBy.id,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    createdAt: now,
  });
  const link = `${app.config.publicUrl}/accept-invitation/${encodeURIComponent(token)}`;
  await app.sendMail(tx, {
    to: input.email,
    subject: translate(input.locale, /*i18n*/ { id: "You're invited to Colla" }),
    body: translate(input.locale, invitationBody(input.type, fullName(input.invitedBy), link)),
  });
  return row;
}
