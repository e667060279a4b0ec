/** The homepage's showcase: the newest active public proposals. */
import type { components } from '@colla/api-client/schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { proposals } from '../db/schema';
import { toPublicProposal } from '../serializers/proposals';
import { hydrateProposals, liveProposal } from './proposals';

/** How many proposals the homepage shows: two rows of three on a desktop. */
export const SHOWCASE_SIZE = 6;

/** The newest active proposals (never drafts, inactive or deleted ones), as anyone may see them. */
export async function listShowcaseProposals(
  db: Db,
  limit = SHOWCASE_SIZE,
): Promise<components['schemas']['PublicProposal'][]> {
  const rows = await db
    .select()
    .from(proposals)
    .where(and(liveProposal, eq(proposals.status, 'active')))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(limit);
  return (await hydrateProposals(db, rows)).map(toPublicProposal);
}
