import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { isLocale } from '../i18n/language';
import { translate, type ServerMessage } from '../i18n/messages';
import { findUserByEmail } from './accounts';
import { randomSecret, sha256 } from './secrets';

/** How long a reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

export const FORGOT_PASSWORD_ANSWER: ServerMessage = /*i18n*/ {
  id: 'If that email belongs to an account, we have sent a password reset link.',
};

/**
 * Answers a password-reset request: the same work, the same answer and the same time whether
 * the email belongs to an account or not (which would otherwise tell accounts apart). The
 * request only queues a job (`app.mail.later`); after the answer, the job looks the email up
 * and, for an active account, writes a new link and its mail (`sendPasswordResetLink`).
 */
export function requestPasswordReset(app: AppContext, email: string, now: Date): void {
  app.mail.later(() => sendPasswordResetLink(app, email, now), { job: 'password reset link' });
}

/**
 * For an active account with this email (any case): a new single-use link for 60 minutes from
 * `now` (only its SHA-256 is stored; older unused links stop working) and its mail, in one
 * transaction. Nothing for an unknown or disabled account.
 */
export async function sendPasswordResetLink(
  app: AppContext,
  email: string,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user || user.status !== 'active') return;
  const token = randomSecret();
  await app.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      createdAt: now,
    });
    const link = `${app.config.publicUrl}/password-reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    // In the account's language.
    const locale = isLocale(user.locale) ? user.locale : 'en';
    await app.sendMail(tx, {
      to: user.email,
      subject: translate(locale, /*i18n*/ { id: 'Reset your Colla password' }),
      body: translate(
        locale,
        /*i18n*/ {
          id: 'Hola {firstName},\n\nSomeone asked to reset the password of your Colla account. Choose a new password here (the link works once, for 60 minutes):\n\n{link}\n\nIf it was not you, ignore this email: your password stays the same.\n',
          values: { firstName: user.firstName, link },
        },
      ),
    });
  });
}

/** The reset link with this token and its user (whether it still works is the caller's check). */
export async function findPasswordReset(db: Db, token: string) {
  const [row] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/** Marks a reset link used; false when it already was (single use, even when sent twice at once). */
export async function markPasswordResetUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return used.length > 0;
}
