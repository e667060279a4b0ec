/**
 * Creator profiles: a creator's username, bio, networks, barri, languages and interests
 * (categories), and the profile brands (and, when public, anyone) read, with the creator's record
 * on Colla.
 */
import type { components } from '@colla/api-client/schema';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  categories,
  conversations,
  creatorCategories,
  creatorProfiles,
  deals,
  messages,
  proposals,
  users,
} from '../db/schema';
import type { UserRow } from '../auth/context';
import { fieldError, type ServerMessage } from '../http/errors';
import { fitsInteger, isUniqueViolation } from '../lib/sql';
import { fullName } from '../lib/names';
import { iso } from '../serializers/common';
import type { StorageLinks } from '../storage-links';
import { listPortfolio, toPortfolioItem } from './portfolio';
import {
  barriOrNull,
  mainPlatform,
  toCreatorPlatforms,
  toCreatorProfile,
  type CreatorProfileRow,
} from '../serializers/users';

type Schemas = components['schemas'];

export type CreatorProfileValues = Partial<Omit<typeof creatorProfiles.$inferInsert, 'userId'>>;

export const USERNAME_TAKEN: ServerMessage = /*i18n*/ {
  id: 'The username has already been taken.',
};

/** Usernames no creator may have: they name the site's and the API's own paths. */
const RESERVED_USERNAMES = new Set([
  'admin',
  'api',
  'app',
  'colla',
  'creator',
  'creators',
  'me',
  'public',
  'support',
  'help',
  'settings',
  'new',
  'edit',
  'login',
  'register',
  'storage',
]);

export const isReservedUsername = (username: string) =>
  RESERVED_USERNAMES.has(username.toLowerCase());

/**
 * The username a name suggests: accents dropped, letters and digits only, lower case, at most 24
 * characters (room for a number), "creator" when fewer than 3 remain. The migration that gave
 * existing creators theirs does the same in SQL.
 */
export function usernameBase(firstName: string, lastName: string): string {
  const base = `${firstName}${lastName}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 24);
  return base.length >= 3 ? base : 'creator';
}

/**
 * `base`, else `base2`, `base3`… : the first that is neither among `taken` (lower case) nor
 * reserved.
 */
export function freeUsername(taken: ReadonlySet<string>, base: string): string {
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()) || isReservedUsername(candidate); n++) {
    candidate = `${base}${n}`;
  }
  return candidate;
}

/** Every username in use, lower case. */
export async function takenUsernames(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ username: sql<string>`lower(${creatorProfiles.username})` })
    .from(creatorProfiles);
  return new Set(rows.map((row) => row.username));
}

/**
 * Creates a new creator's profile with a username from their name, made unique with a number
 * (laiapuig, laiapuig2…). Two creators of the same name at once: the unique index turns the
 * second insert into nothing, and it tries the next number.
 */
export async function createCreatorProfile(
  db: Db,
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>,
): Promise<string> {
  const base = usernameBase(user.firstName, user.lastName);
  for (let attempt = 0; attempt < 10; attempt++) {
    const taken = await db
      .select({ username: sql<string>`lower(${creatorProfiles.username})` })
      .from(creatorProfiles)
      .where(sql`lower(${creatorProfiles.username}) ~ ${`^${base}[0-9]*$`}`);
    const candidate = freeUsername(new Set(taken.map((row) => row.username)), base);
    const [inserted] = await db
      .insert(creatorProfiles)
      .values({ userId: user.id, username: candidate })
      .onConflictDoNothing()
      .returning({ username: creatorProfiles.username });
    if (inserted) return inserted.username;
  }
  throw new Error(`no free username for user ${user.id}`);
}

/** A creator's interests, by name. */
async function interestsOf(db: Db, userId: number) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(creatorCategories)
    .innerJoin(categories, eq(categories.id, creatorCategories.categoryId))
    .where(eq(creatorCategories.userId, userId))
    .orderBy(asc(categories.name), asc(categories.id));
}

/** The interests of several creators, by creator id. */
async function interestsOfMany(db: Db, userIds: number[]) {
  const byUser = new Map<number, Schemas['CategoryRef'][]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: creatorCategories.userId, id: categories.id, name: categories.name })
    .from(creatorCategories)
    .innerJoin(categories, eq(categories.id, creatorCategories.categoryId))
    .where(inArray(creatorCategories.userId, userIds))
    .orderBy(asc(categories.name), asc(categories.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}

async function profileRow(db: Db, userId: number): Promise<CreatorProfileRow> {
  const [profile] = await db
    .select()
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId));
  if (!profile) throw new Error(`creator ${userId} has no profile`);
  return profile;
}

/** A creator's own profile with their interests, by name. */
export async function loadCreatorProfile(db: Db, userId: number) {
  const [profile, interests] = await Promise.all([profileRow(db, userId), interestsOf(db, userId)]);
  return toCreatorProfile(profile, interests);
}

/**
 * Writes a creator's profile (the fields given; a follower count that changes gets the time
 * `now`) and, when given, replaces their interests. A username another creator has, in any
 * case, is a 422.
 */
export async function saveCreatorProfile(
  db: Db,
  userId: number,
  values: CreatorProfileValues,
  categoryIds: number[] | undefined,
  now: Date,
): Promise<void> {
  const [current] = await db
    .select()
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .for('update');
  if (!current) throw new Error(`creator ${userId} has no profile`);
  const changes: CreatorProfileValues = { ...values };
  if (values.instagramFollowers !== undefined) {
    if (values.instagramFollowers !== current.instagramFollowers) {
      changes.instagramFollowersUpdatedAt = values.instagramFollowers === null ? null : now;
    }
  }
  if (values.tiktokFollowers !== undefined) {
    if (values.tiktokFollowers !== current.tiktokFollowers) {
      changes.tiktokFollowersUpdatedAt = values.tiktokFollowers === null ? null : now;
    }
  }
  if (changes.username !== undefined) {
    const username = changes.username;
    if (isReservedUsername(username)) throw fieldError('username', USERNAME_TAKEN);
    const [other] = await db
      .select({ userId: creatorProfiles.userId })
      .from(creatorProfiles)
      .where(
        and(
          sql`lower(${creatorProfiles.username}) = lower(${username})`,
          sql`${creatorProfiles.userId} <> ${userId}`,
        ),
      );
    if (other) throw fieldError('username', USERNAME_TAKEN);
  }
  if (Object.keys(changes).length > 0) {
    await db.update(creatorProfiles).set(changes).where(eq(creatorProfiles.userId, userId));
  }
  if (categoryIds !== undefined) {
    await db.delete(creatorCategories).where(eq(creatorCategories.userId, userId));
    if (categoryIds.length > 0) {
      await db
        .insert(creatorCategories)
        .values(categoryIds.map((categoryId) => ({ userId, categoryId })));
    }
  }
}

/** Whether an error is two creators taking one username at once (the unique index). */
export const isUsernameTaken = (error: unknown) =>
  isUniqueViolation(error, 'creator_profiles_username_unique');

/** The creator (an active account) whose username this is, whatever its case, with their profile. */
export async function findCreatorByUsername(
  db: Db,
  username: string,
): Promise<{ user: UserRow; profile: CreatorProfileRow } | undefined> {
  const [row] = await db
    .select({ user: users, profile: creatorProfiles })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(
      and(
        sql`lower(${creatorProfiles.username}) = lower(${username})`,
        eq(users.type, 'creator'),
        eq(users.status, 'active'),
      ),
    );
  return row;
}

/** The deals a collaboration is made of: completed ones, with their brand and proposal. */
const collaborationColumns = {
  id: deals.id,
  brandId: brands.id,
  brandName: brands.name,
  proposalName: proposals.name,
  completedAt: sql<Date>`coalesce(${deals.completedAt}, ${deals.updatedAt})`.mapWith(
    deals.completedAt,
  ),
  hidden: deals.hiddenOnProfile,
};

type CollaborationRow = {
  id: number;
  brandId: number;
  brandName: string;
  proposalName: string;
  completedAt: Date;
  hidden: boolean;
};

const toCollaboration = (row: CollaborationRow): Schemas['CreatorCollaboration'] => ({
  id: row.id,
  brand: { id: row.brandId, name: row.brandName },
  proposal_name: row.proposalName,
  completed_at: iso(row.completedAt),
  hidden: row.hidden,
});

function collaborations(db: Db) {
  return db
    .select(collaborationColumns)
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .innerJoin(proposals, eq(proposals.id, deals.proposalId));
}

/** The days of chat a median response time looks back over. */
export const RESPONSE_WINDOW_DAYS = 90;

/**
 * Over the 90 days before `now`: for each message the brand side sent in one of the creator's
 * deal conversations, the time until the creator's next message in that conversation; the
 * median in whole minutes, or null without any reply. One query (the reply is a correlated
 * look-up per message, on the conversation's index).
 */
export async function medianResponseMinutes(
  db: Db,
  creatorId: number,
  now: Date,
): Promise<number | null> {
  const until = now.toISOString();
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000).toISOString();
  // The creator's first message after each brand message, in the same conversation.
  const reply = sql`(
    select min(r.created_at) from messages r
    where r.conversation_id = ${messages.conversationId}
      and r.sender_id = ${creatorId}
      and r.created_at > ${messages.createdAt}
      and r.created_at <= ${until}::timestamptz
  )`;
  const waits = db
    .select({
      seconds: sql<number>`extract(epoch from ${reply} - ${messages.createdAt})`.as('seconds'),
    })
    .from(deals)
    .innerJoin(conversations, eq(conversations.dealId, deals.id))
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        eq(deals.creatorId, creatorId),
        ne(messages.senderId, creatorId),
        gte(messages.createdAt, sql`${since}::timestamptz`),
        lte(messages.createdAt, sql`${until}::timestamptz`),
      ),
    )
    .as('waits');
  const [row] = await db
    .select({
      minutes: sql<
        number | null
      >`round(percentile_cont(0.5) within group (order by ${waits.seconds}) / 60)`,
    })
    .from(waits)
    .where(isNotNull(waits.seconds));
  const minutes = row?.minutes;
  return minutes === null || minutes === undefined ? null : Number(minutes);
}

/**
 * What Colla says of a creator's work: every completed deal counted, the collaborations newest
 * first (without hidden ones unless `reader` is the creator), since when they are a member and
 * their median response time.
 */
export async function creatorRecord(
  db: Db,
  creator: UserRow,
  options: { ownProfile: boolean; now: Date },
): Promise<Schemas['CreatorRecord']> {
  const completed = and(eq(deals.creatorId, creator.id), eq(deals.status, 'completed'));
  const [rows, [total], median] = await Promise.all([
    collaborations(db)
      .where(options.ownProfile ? completed : and(completed, eq(deals.hiddenOnProfile, false)))
      .orderBy(desc(collaborationColumns.completedAt), desc(deals.id)),
    db.select({ n: count() }).from(deals).where(completed),
    medianResponseMinutes(db, creator.id, options.now),
  ]);
  return {
    completed_deals: total?.n ?? 0,
    collaborations: rows.map(toCollaboration),
    member_since: iso(creator.createdAt),
    median_response_minutes: median,
  };
}

/**
 * A creator's profile as brands, admins, the public (and the creator) read it: never an email.
 * Its portfolio's files come with fresh signed links from `links` (they are private), and an
 * item says which deal it was made for only when that collaboration is not hidden.
 */
export async function loadCreatorPublicProfile(
  db: Db,
  found: { user: UserRow; profile: CreatorProfileRow },
  options: { ownProfile: boolean; now: Date; links: StorageLinks },
): Promise<Schemas['CreatorPublicProfile']> {
  const { user, profile } = found;
  const [interests, record, portfolio] = await Promise.all([
    interestsOf(db, user.id),
    creatorRecord(db, user, options),
    listPortfolio(db, user.id),
  ]);
  return {
    username: profile.username,
    first_name: user.firstName,
    last_name: user.lastName,
    name: fullName(user),
    avatar_path: user.avatarPath,
    bio: profile.bio,
    barri: barriOrNull(profile.barri),
    city: profile.city,
    languages: profile.languages,
    categories: interests,
    platforms: toCreatorPlatforms(profile),
    visibility: profile.visibility,
    record,
    portfolio: portfolio.map((row) => toPortfolioItem(row, options.links)),
  };
}

/**
 * Hides or shows one of a creator's completed deals on their profile; undefined when `dealId` is
 * not a completed deal of theirs.
 */
export async function setCollaborationHidden(
  db: Db,
  creatorId: number,
  dealId: number,
  hidden: boolean,
): Promise<Schemas['CreatorCollaboration'] | undefined> {
  if (!fitsInteger(dealId)) return undefined;
  const mine = and(
    eq(deals.id, dealId),
    eq(deals.creatorId, creatorId),
    eq(deals.status, 'completed'),
  );
  const [updated] = await db
    .update(deals)
    .set({ hiddenOnProfile: hidden })
    .where(mine)
    .returning({ id: deals.id });
  if (!updated) return undefined;
  const [row] = await collaborations(db).where(eq(deals.id, updated.id));
  return row && toCollaboration(row);
}

/** What the requirement match and the applicant summary read of several creators. */
export interface ApplicantFacts {
  profile: CreatorProfileRow;
  summary: Schemas['ApplicantSummary'];
}

/**
 * Each creator's profile and summary as a brand sees it beside an application (main platform,
 * interests, completed deals), by creator id; three queries whatever the number.
 */
export async function applicantFacts(
  db: Db,
  creatorIds: number[],
): Promise<Map<number, ApplicantFacts>> {
  const facts = new Map<number, ApplicantFacts>();
  const ids = [...new Set(creatorIds)];
  if (ids.length === 0) return facts;
  const [profiles, interests, completed] = await Promise.all([
    db.select().from(creatorProfiles).where(inArray(creatorProfiles.userId, ids)),
    interestsOfMany(db, ids),
    db
      .select({ creatorId: deals.creatorId, n: count() })
      .from(deals)
      .where(and(inArray(deals.creatorId, ids), eq(deals.status, 'completed')))
      .groupBy(deals.creatorId),
  ]);
  const completedBy = new Map(completed.map((row) => [row.creatorId, row.n]));
  for (const profile of profiles) {
    facts.set(profile.userId, {
      profile,
      summary: {
        username: profile.username,
        barri: barriOrNull(profile.barri),
        city: profile.city,
        languages: profile.languages,
        categories: interests.get(profile.userId) ?? [],
        main_platform: mainPlatform(toCreatorPlatforms(profile)),
        completed_deals: completedBy.get(profile.userId) ?? 0,
      },
    });
  }
  return facts;
}

/** The usernames of public profiles of active creators, for the sitemap. */
export async function listPublicCreatorLinks(db: Db): Promise<{ username: string }[]> {
  return db
    .select({ username: creatorProfiles.username })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(and(eq(creatorProfiles.visibility, 'public'), eq(users.status, 'active')))
    .orderBy(asc(creatorProfiles.username));
}
