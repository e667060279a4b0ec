import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { forbidden, unauthenticated } from '../http/errors';
import { randomSecret, sha256 } from './secrets';

export type UserRow = typeof users.$inferSelect;
export type UserType = UserRow['type'];

export interface AuthContext {
  user: UserRow;
  tokenId: number;
  /** The admin acting as `user`, while impersonating. */
  impersonator: UserRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves a bearer token to its user; revoked tokens and disabled users are not signed in. */
export function authenticate(db: Db, token: string): Promise<AuthContext | null> {
  return sessionWhere(db, eq(apiTokens.tokenHash, sha256(token)));
}

/**
 * Which of these tokens are still valid sessions (not revoked, their user active, and the
 * impersonating admin too): open chat streams check theirs again.
 */
export async function activeTokenIds(db: Db, tokenIds: number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const admins = alias(users, 'impersonators');
  const rows = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(admins, eq(admins.id, apiTokens.impersonatorId))
    .where(
      and(
        inArray(apiTokens.id, tokenIds),
        isNull(apiTokens.revokedAt),
        eq(users.status, 'active'),
        or(isNull(apiTokens.impersonatorId), eq(admins.status, 'active')),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

async function sessionWhere(db: Db, token: SQL): Promise<AuthContext | null> {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(token, isNull(apiTokens.revokedAt)))
    .limit(1);
  if (!row || row.user.status !== 'active') return null;
  let impersonator: UserRow | null = null;
  if (row.token.impersonatorId !== null) {
    const [admin] = await db.select().from(users).where(eq(users.id, row.token.impersonatorId));
    if (!admin || admin.status !== 'active') return null;
    impersonator = admin;
  }
  return { user: row.user, tokenId: row.token.id, impersonator };
}

/** Issues a new opaque token (256 bits) and stores only its hash. */
export async function issueToken(
  db: Db,
  userId: number,
  impersonatorId: number | null = null,
): Promise<string> {
  const token = randomSecret();
  await db.insert(apiTokens).values({ userId, tokenHash: sha256(token), impersonatorId });
  return token;
}

export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

/** The signed-in user, who must be of one of these types (403 otherwise). */
export function requireRole(auth: AuthContext | null, ...types: UserType[]): AuthContext {
  const current = requireAuth(auth);
  if (!types.includes(current.user.type)) throw forbidden();
  return current;
}
