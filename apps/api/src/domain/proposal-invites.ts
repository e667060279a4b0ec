/**
 * Brands finding creators and inviting them to apply: the search over every active creator (all
 * of them are visible to brands), and one invitation per creator and proposal.
 */
import { barrisOf } from '@colla/api-client/places';
import type { components } from '@colla/api-client/schema';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../auth/context';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import {
  applications,
  brands,
  creatorCategories,
  creatorProfiles,
  proposalInvites,
  proposals,
  users,
} from '../db/schema';
import { conflict, fieldError, notFound, type ServerMessage } from '../http/errors';
import type { QueryParams } from '../http/handler';
import { fullName, fullNameSql } from '../lib/names';
import { containsPattern, fitsInteger, isUniqueViolation, listPage } from '../lib/sql';
import { iso } from '../serializers/common';
import { applicantFacts, findCreatorByUsername } from './creator-profiles';
import { createNotification } from './notifications';
import { liveProposal } from './proposals';

type Schemas = components['schemas'];
type SearchQuery = QueryParams<'listBrandCreators'>;

export const CREATOR_NOT_FOUND: ServerMessage = /*i18n*/ { id: 'Creator not found.' };
export const ALREADY_INVITED: ServerMessage = /*i18n*/ {
  id: 'This creator was already invited to this proposal.',
};
export const ALREADY_APPLIED_TO_INVITE: ServerMessage = /*i18n*/ {
  id: 'This creator already applied to this proposal.',
};
export const PROPOSAL_NOT_ACTIVE: ServerMessage = /*i18n*/ {
  id: 'Only active proposals take invitations.',
};
export const NOT_TAKING_INVITES: ServerMessage = /*i18n*/ {
  id: 'This creator is not taking invitations.',
};

/** A platform's follower count, when the profile has an account there (else null). */
const followersOn = (platform: 'instagram' | 'tiktok'): SQL<number | null> =>
  platform === 'instagram'
    ? sql`(case when ${creatorProfiles.instagramHandle} is not null then coalesce(${creatorProfiles.instagramFollowers}, 0) end)`
    : sql`(case when ${creatorProfiles.tiktokHandle} is not null then coalesce(${creatorProfiles.tiktokFollowers}, 0) end)`;

/** The main platform's followers (the most of either), as the cards' `main_platform` counts them. */
const mainFollowers = sql<number>`coalesce(greatest(${followersOn('instagram')}, ${followersOn('tiktok')}), -1)`;

/** An account on `platform` whose followers are within the range. */
function onPlatform(platform: 'instagram' | 'tiktok', min?: number, max?: number): SQL {
  const followers = followersOn(platform);
  return and(
    sql`${followers} is not null`,
    min !== undefined ? sql`${followers} >= ${min}` : undefined,
    max !== undefined ? sql`${followers} <= ${max}` : undefined,
  ) as SQL;
}

/** The conditions of a search: active creators matching every filter given. */
export function creatorFilters(query: SearchQuery): SQL | undefined {
  const { min_followers: min, max_followers: max } = query;
  const search = query.search?.trim();
  const pattern = search ? containsPattern(search) : null;
  return and(
    eq(users.type, 'creator'),
    eq(users.status, 'active'),
    query.barri ? eq(creatorProfiles.barri, query.barri) : undefined,
    query.district
      ? inArray(
          creatorProfiles.barri,
          barrisOf(query.district).map((barri) => barri.code),
        )
      : undefined,
    query.language ? sql`${query.language} = any(${creatorProfiles.languages})` : undefined,
    query.category_id !== undefined
      ? fitsInteger(query.category_id)
        ? sql`exists (select 1 from ${creatorCategories} where ${creatorCategories.userId} = ${users.id} and ${creatorCategories.categoryId} = ${query.category_id})`
        : sql`false`
      : undefined,
    query.platform
      ? onPlatform(query.platform, min, max)
      : min !== undefined || max !== undefined
        ? or(onPlatform('instagram', min, max), onPlatform('tiktok', min, max))
        : undefined,
    pattern
      ? or(ilike(fullNameSql(users), pattern), ilike(creatorProfiles.username, pattern))
      : undefined,
  );
}

/**
 * The proposals of the caller's brands (every brand's for admins) each creator was invited to
 * and applied to: two queries whatever the number of creators.
 */
async function askedOf(db: Db, scope: 'all' | number[], creatorIds: number[]) {
  const invited = new Map<number, number[]>();
  const applied = new Map<number, number[]>();
  if (creatorIds.length === 0 || (scope !== 'all' && scope.length === 0))
    return { invited, applied };
  const ofScope = scope === 'all' ? undefined : inArray(proposals.brandId, scope);
  const [inviteRows, applicationRows] = await Promise.all([
    db
      .select({ creatorId: proposalInvites.creatorId, proposalId: proposalInvites.proposalId })
      .from(proposalInvites)
      .innerJoin(proposals, eq(proposals.id, proposalInvites.proposalId))
      .where(and(inArray(proposalInvites.creatorId, creatorIds), liveProposal, ofScope))
      .orderBy(asc(proposalInvites.proposalId)),
    db
      .select({ creatorId: applications.creatorId, proposalId: applications.proposalId })
      .from(applications)
      .innerJoin(proposals, eq(proposals.id, applications.proposalId))
      .where(and(inArray(applications.creatorId, creatorIds), liveProposal, ofScope))
      .orderBy(asc(applications.proposalId)),
  ]);
  for (const [rows, byCreator] of [
    [inviteRows, invited],
    [applicationRows, applied],
  ] as const) {
    for (const row of rows) {
      byCreator.set(row.creatorId, [...(byCreator.get(row.creatorId) ?? []), row.proposalId]);
    }
  }
  return { invited, applied };
}

/**
 * A page of the creators a brand may invite, most followed first (on the platform filtered by,
 * else on their main platform) or newest members first, each as a card. A fixed number of queries whatever the page size: the count, the page, the page's
 * profiles, interests and completed deals, and what the caller's brands already asked of them.
 */
export async function searchCreators(db: Db, scope: 'all' | number[], query: SearchQuery) {
  const where = creatorFilters(query);
  const order =
    query.sort === 'newest'
      ? [desc(users.createdAt), desc(users.id)]
      : [
          sql`${query.platform ? followersOn(query.platform) : mainFollowers} desc nulls last`,
          asc(users.id),
        ];
  return listPage<Schemas['CreatorCard']>(query, {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(creatorProfiles)
        .innerJoin(users, eq(users.id, creatorProfiles.userId))
        .where(where);
      return row?.n ?? 0;
    },
    rows: async ({ limit, offset }) => {
      const page = await db
        .select({ user: users, acceptsInvites: creatorProfiles.acceptsInvites })
        .from(creatorProfiles)
        .innerJoin(users, eq(users.id, creatorProfiles.userId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const ids = page.map((row) => row.user.id);
      const [facts, asked] = await Promise.all([applicantFacts(db, ids), askedOf(db, scope, ids)]);
      return page.flatMap(({ user, acceptsInvites }) => {
        const summary = facts.get(user.id)?.summary;
        if (!summary) return [];
        return [
          {
            ...summary,
            name: fullName(user),
            avatar_path: user.avatarPath,
            accepts_invites: acceptsInvites,
            invited_proposal_ids: asked.invited.get(user.id) ?? [],
            applied_proposal_ids: asked.applied.get(user.id) ?? [],
          },
        ];
      });
    },
  });
}

/** The proposal a brand invites to: its id, name, status and brand. */
export interface InviteProposal {
  id: number;
  name: string;
  status: 'draft' | 'active' | 'inactive';
  brandName: string;
}

/**
 * Invites a creator to apply to a proposal: 404 for an unknown creator, 422 when the proposal is
 * not active or the creator turned invitations off, 409 when the creator was already invited or
 * already applied. The creator is notified (in their language, in-app and by push) in the same
 * transaction; the unique index settles two simultaneous invitations.
 */
export async function inviteCreator(
  app: AppContext,
  auth: AuthContext,
  proposal: InviteProposal,
  username: string,
  message: string | null,
  ip: string,
): Promise<Schemas['ProposalInvite']> {
  const found = await findCreatorByUsername(app.db, username);
  if (!found) throw notFound(CREATOR_NOT_FOUND);
  if (proposal.status !== 'active') throw fieldError('proposal', PROPOSAL_NOT_ACTIVE);
  if (!found.profile.acceptsInvites) throw fieldError('username', NOT_TAKING_INVITES);
  const creator = found.user;
  const [applied] = await app.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.proposalId, proposal.id), eq(applications.creatorId, creator.id)));
  if (applied) throw conflict(ALREADY_APPLIED_TO_INVITE);
  const now = app.now();
  try {
    return await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(proposalInvites)
        .values({
          proposalId: proposal.id,
          creatorId: creator.id,
          invitedBy: auth.user.id,
          message,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('invite not inserted');
      await createNotification(tx, {
        userId: creator.id,
        type: 'proposal_invite',
        title: /*i18n*/ {
          id: '{brand} invited you to apply',
          values: { brand: proposal.brandName },
        },
        body: message
          ? /*i18n*/ {
              id: '{brand} would like you to apply to {proposal}. Their message: {note}',
              values: { brand: proposal.brandName, proposal: proposal.name, note: message },
            }
          : /*i18n*/ {
              id: '{brand} would like you to apply to {proposal}.',
              values: { brand: proposal.brandName, proposal: proposal.name },
            },
        link: `/app/creator/proposals/${proposal.id}`,
        data: { proposal_id: proposal.id, invite_id: row.id },
        createdAt: now,
      });
      await app.logActivity(
        tx,
        auth,
        {
          action: 'proposal.invite',
          description: `${fullName(auth.user)} invited ${fullName(creator)} to apply to "${proposal.name}".`,
          subjectType: 'proposal',
          subjectId: proposal.id,
        },
        ip,
      );
      return {
        id: row.id,
        proposal_id: row.proposalId,
        username: found.profile.username,
        message: row.message,
        created_at: iso(row.createdAt),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'proposal_invites_proposal_creator_unique'))
      throw conflict(ALREADY_INVITED);
    throw error;
  }
}

/** The invitation a creator got to a proposal, as they see it, or null. */
export async function creatorInvite(
  db: Db,
  creatorId: number,
  proposalId: number,
): Promise<Schemas['CreatorProposalInvite'] | null> {
  const [row] = await db
    .select({
      brandName: brands.name,
      message: proposalInvites.message,
      createdAt: proposalInvites.createdAt,
    })
    .from(proposalInvites)
    .innerJoin(proposals, eq(proposals.id, proposalInvites.proposalId))
    .innerJoin(brands, eq(brands.id, proposals.brandId))
    .where(
      and(eq(proposalInvites.creatorId, creatorId), eq(proposalInvites.proposalId, proposalId)),
    );
  return row
    ? { brand_name: row.brandName, message: row.message, created_at: iso(row.createdAt) }
    : null;
}
