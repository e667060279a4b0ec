import { asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { brandManagers } from '../db/schema';

/** Ids of the brands a user manages, lowest first (brand users; empty for everyone else). */
export async function managedBrandIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ brandId: brandManagers.brandId })
    .from(brandManagers)
    .where(eq(brandManagers.userId, userId))
    .orderBy(asc(brandManagers.brandId));
  return rows.map((row) => row.brandId);
}

/** The brands the caller may act on: every brand for admins, managed ones for brand users. */
export async function brandScope(db: Db, auth: AuthContext): Promise<'all' | number[]> {
  if (auth.user.type === 'admin') return 'all';
  if (auth.user.type === 'brand') return managedBrandIds(db, auth.user.id);
  return [];
}
