import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { cascadeRef, createdAt, id } from './columns';
import { proposals } from './proposals';

/** A brand's invitation to a creator to apply to one of its proposals: one per creator and proposal. */
export const proposalInvites = pgTable(
  'proposal_invites',
  {
    id: id(),
    proposalId: cascadeRef(() => proposals.id),
    creatorId: cascadeRef(() => users.id),
    /** The brand user (or admin) who invited; null once that account is deleted. */
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    message: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('proposal_invites_proposal_creator_unique').on(t.proposalId, t.creatorId),
    index().on(t.creatorId),
  ],
);
