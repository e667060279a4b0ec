import { missingToPublish, type PublishRequirement } from '@colla/api-client/publishing';
import type { components } from '@colla/api-client/schema';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AuthContext } from '../auth/context';
import { randomSecret } from '../auth/secrets';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import {
  applications,
  brands,
  categories,
  deals,
  proposalCategories,
  proposals,
  taskTemplates,
  users,
} from '../db/schema';
import {
  HttpError,
  notFound,
  validationFailed,
  type FieldErrors,
  type ServerMessage,
} from '../http/errors';
import {
  normalizeSettings,
  type ProposalBundle,
  type ProposalRow,
  type TaskTemplateRow,
} from '../serializers/proposals';
import { decodeBase64, detectType, removeUpload, storeUpload, type StoredFile } from '../storage';
import { recordChange } from './activity-logs';
import type { QueryParams } from '../http/handler';
import {
  containsPattern,
  emptyPage,
  fitsInteger,
  idIs,
  isUniqueViolation,
  tablePage,
  suffixPattern,
  type PageQuery,
} from '../lib/sql';
import { cleanOptionalText, cleanText, firstFreeSlug, slugify } from './text';

type ProposalInput = components['schemas']['ProposalInput'];

/** Proposals that were not deleted (see `proposals.deletedAt`). */
export const liveProposal = isNull(proposals.deletedAt);

/** Adds the related rows (brand, author, categories, templates, application counts). */
export async function hydrateProposals(db: Db, rows: ProposalRow[]): Promise<ProposalBundle[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const brandIds = [...new Set(rows.map((r) => r.brandId))];
  const authorIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  const [brandRows, authorRows, categoryRows, templateRows, countRows] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        logoBase: brands.logoBase,
        logoWidth: brands.logoWidth,
        logoHeight: brands.logoHeight,
        barri: brands.barri,
        city: brands.city,
        address: brands.address,
      })
      .from(brands)
      .where(inArray(brands.id, brandIds)),
    authorIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, authorIds)),
    db
      .select({
        proposalId: proposalCategories.proposalId,
        id: categories.id,
        name: categories.name,
      })
      .from(proposalCategories)
      .innerJoin(categories, eq(categories.id, proposalCategories.categoryId))
      .where(inArray(proposalCategories.proposalId, ids))
      .orderBy(asc(categories.name), asc(categories.id)),
    db
      .select()
      .from(taskTemplates)
      .where(inArray(taskTemplates.proposalId, ids))
      .orderBy(asc(taskTemplates.sortOrder), asc(taskTemplates.id)),
    db
      .select({
        proposalId: applications.proposalId,
        total: count(),
        pending: sql<number>`count(*) filter (where ${applications.status} = 'pending')`.mapWith(
          Number,
        ),
      })
      .from(applications)
      .where(inArray(applications.proposalId, ids))
      .groupBy(applications.proposalId),
  ]);
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  const authorById = new Map(authorRows.map((u) => [u.id, u]));
  const countsById = new Map(countRows.map((c) => [c.proposalId, c]));
  const group = <T extends { proposalId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.proposalId, [...(map.get(item.proposalId) ?? []), item]);
    return map;
  };
  const categoriesById = group(categoryRows);
  const templatesById = group<TaskTemplateRow>(templateRows);
  return rows.map((row) => ({
    row,
    brand: brandById.get(row.brandId) ?? {
      id: row.brandId,
      name: '',
      slug: '',
      logoBase: null,
      logoWidth: null,
      logoHeight: null,
      barri: null,
      city: null,
      address: null,
    },
    author: row.userId === null ? null : (authorById.get(row.userId) ?? null),
    categories: (categoriesById.get(row.id) ?? []).map((c) => ({ id: c.id, name: c.name })),
    templates: templatesById.get(row.id) ?? [],
    applicationsCount: countsById.get(row.id)?.total ?? 0,
    pendingApplicationsCount: countsById.get(row.id)?.pending ?? 0,
  }));
}

/** One live proposal matching `where`, or null. */
/** The proposal at a public link: active or inactive, never a draft or a deleted one. */
export function findPublicProposal(db: Db, slug: string): Promise<ProposalBundle | null> {
  return findProposal(
    db,
    and(eq(proposals.slug, slug), inArray(proposals.status, ['active', 'inactive'])),
  );
}

/** Slugs and last changes of the active proposals: the public pages search engines may list. */
export function listPublicProposalLinks(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: proposals.slug, updatedAt: proposals.updatedAt })
    .from(proposals)
    .where(and(liveProposal, eq(proposals.status, 'active')))
    .orderBy(desc(proposals.updatedAt));
}

export async function findProposal(db: Db, where: SQL | undefined): Promise<ProposalBundle | null> {
  const [row] = await db.select().from(proposals).where(and(liveProposal, where)).limit(1);
  if (!row) return null;
  const [bundle] = await hydrateProposals(db, [row]);
  return bundle ?? null;
}

/** The live proposal `id` within the caller's brands ('all' for admins), else 404. */
export async function findScopedProposal(
  db: Db,
  id: number,
  scope: 'all' | number[],
): Promise<ProposalBundle> {
  if (!fitsInteger(id) || (scope !== 'all' && scope.length === 0))
    throw notFound(/*i18n*/ { id: 'Proposal not found.' });
  const bundle = await findProposal(
    db,
    scope === 'all'
      ? eq(proposals.id, id)
      : and(eq(proposals.id, id), inArray(proposals.brandId, scope)),
  );
  if (!bundle) throw notFound(/*i18n*/ { id: 'Proposal not found.' });
  return bundle;
}

const INVALID_BRAND: ServerMessage = /*i18n*/ { id: 'The selected brand id is invalid.' };
/**
 * Beyond the spec (whose only maximum is the integer column's): a task due more than ten years
 * after acceptance makes no sense, and a far larger one would not even be a valid date.
 */
const MAX_DAYS_TO_COMPLETE = 3650;

/** What each missing part of a proposal being published says, under its field. */
const MISSING_TO_PUBLISH: Record<PublishRequirement, ServerMessage> = {
  image: /*i18n*/ { id: 'Add a picture before publishing.' },
  start_date: /*i18n*/ { id: 'Add a start date before publishing.' },
  end_date: /*i18n*/ { id: 'Add an end date before publishing.' },
  task_templates: /*i18n*/ { id: 'Add at least one task before publishing.' },
};

/**
 * An active proposal is public: it needs what `missingToPublish` (shared with the form) asks
 * for, as it will be once saved: a picture kept or sent, both dates, a task sent or kept.
 */
async function missingForActive(
  db: Db,
  input: ProposalInput,
  existing: ProposalRow | null,
): Promise<PublishRequirement[]> {
  if (input.status !== 'active') return [];
  let taskCount = input.task_templates?.length ?? 0;
  if (!input.task_templates && existing) {
    const [row] = await db
      .select({ n: count() })
      .from(taskTemplates)
      .where(eq(taskTemplates.proposalId, existing.id));
    taskCount = row?.n ?? 0;
  }
  return missingToPublish({
    hasImage:
      input.image_base64 !== undefined || (!input.remove_image && Boolean(existing?.imagePath)),
    startDate: input.start_date,
    endDate: input.end_date,
    taskCount,
  });
}

interface CheckedInput {
  input: ProposalInput;
  image: Buffer | null;
}

/**
 * The input's texts as stored (`cleanText`): the name, the task names and the short settings
 * on one line; descriptions, requirements and the longer settings on several.
 */
function cleanInput(input: ProposalInput): ProposalInput {
  const settings = input.settings;
  return {
    ...input,
    name: cleanText(input.name, 'line'),
    description: cleanText(input.description, 'multiline'),
    requirements: cleanText(input.requirements, 'multiline'),
    settings: {
      ...settings,
      ...(settings.interest !== undefined && { interest: cleanOptionalText(settings.interest) }),
      ...(settings.tags !== undefined && { tags: cleanOptionalText(settings.tags) }),
      ...(settings.compensation_type !== undefined && {
        compensation_type: cleanOptionalText(settings.compensation_type),
      }),
      ...(settings.submission_timeline !== undefined && {
        submission_timeline: cleanOptionalText(settings.submission_timeline),
      }),
      ...(settings.deliverables !== undefined && {
        deliverables: cleanOptionalText(settings.deliverables, 'multiline'),
      }),
      ...(settings.visual_guidelines !== undefined && {
        visual_guidelines: cleanOptionalText(settings.visual_guidelines, 'multiline'),
      }),
      ...(settings.key_message !== undefined && {
        key_message: cleanOptionalText(settings.key_message, 'multiline'),
      }),
    },
    ...(input.task_templates && {
      task_templates: input.task_templates.map((template) => ({
        ...template,
        name: cleanText(template.name, 'line'),
        ...(template.description !== undefined && {
          description: cleanText(template.description, 'multiline'),
        }),
      })),
    }),
  };
}

/**
 * Validates a ProposalInput beyond its JSON schema; every problem is reported at once (422).
 * Answers the input with its texts cleaned.
 */
async function checkInput(
  app: AppContext,
  raw: ProposalInput,
  scope: 'all' | number[],
  existing: ProposalRow | null,
): Promise<CheckedInput> {
  const errors: FieldErrors = {};
  const add = (field: string, message: ServerMessage) => (errors[field] ??= []).push(message);
  const input = cleanInput(raw);

  if (!input.name) add('name', /*i18n*/ { id: 'The name field is required.' });

  if (!fitsInteger(input.brand_id)) {
    add('brand_id', INVALID_BRAND);
  } else if (scope === 'all') {
    const [brand] = await app.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.id, input.brand_id));
    if (!brand) add('brand_id', INVALID_BRAND);
  } else if (!scope.includes(input.brand_id)) {
    add('brand_id', INVALID_BRAND);
  }

  if (input.start_date && input.end_date && input.end_date < input.start_date) {
    add(
      'end_date',
      /*i18n*/ { id: 'The end date must be a date after or equal to the start date.' },
    );
  }

  const settings = input.settings;
  for (const key of ['age_min', 'age_max', 'min_followers'] as const) {
    const value = settings[key];
    if (typeof value === 'number' && value < 0) {
      const attribute = `settings ${key.replace('_', ' ')}`;
      add(
        `settings.${key}`,
        /*i18n*/ { id: 'The {attribute} field must be at least 0.', values: { attribute } },
      );
    }
  }
  if (
    typeof settings.age_min === 'number' &&
    typeof settings.age_max === 'number' &&
    settings.age_min > settings.age_max
  ) {
    add(
      'settings.age_max',
      /*i18n*/ { id: 'The settings age max must be greater than or equal to the age min.' },
    );
  }

  input.task_templates?.forEach((template, index) => {
    if (!template.name) {
      const attribute = `task templates.${index}.name`;
      add(
        `task_templates.${index}.name`,
        /*i18n*/ {
          id: 'The {attribute} field is required.',
          values: { attribute },
        },
      );
    }
    const days = template.days_to_complete ?? 7;
    if (days < 1 || days > MAX_DAYS_TO_COMPLETE) {
      add(
        `task_templates.${index}.days_to_complete`,
        /*i18n*/ {
          id: 'The {attribute} field must be between 1 and {max}.',
          values: {
            attribute: `task templates.${index}.days to complete`,
            max: String(MAX_DAYS_TO_COMPLETE),
          },
        },
      );
    }
  });

  if (input.categories) {
    const wanted = [...new Set(input.categories)];
    const found = wanted.every(fitsInteger)
      ? await app.db
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.id, wanted))
      : [];
    if (found.length !== wanted.length)
      add('categories', /*i18n*/ { id: 'The selected categories are invalid.' });
  }

  let image: Buffer | null = null;
  if (input.image_base64 !== undefined) {
    try {
      image = decodeBase64('image_base64', input.image_base64);
      const type = detectType(image);
      if (!type || type.kind !== 'image' || type.mime === 'image/gif') {
        add('image_base64', /*i18n*/ { id: 'The image must be a JPEG, PNG or WebP image.' });
        image = null;
      } else if (image.length > app.config.uploads.imageMaxBytes) {
        // The spec declares no 413 for proposals: a too-large image is a validation error.
        add(
          'image_base64',
          /*i18n*/ {
            id: 'The image may not be greater than {mb} MB.',
            values: { mb: String(Math.round(app.config.uploads.imageMaxBytes / (1024 * 1024))) },
          },
        );
        image = null;
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      add('image_base64', error.text);
    }
  }

  for (const field of await missingForActive(app.db, input, existing)) {
    add(field, MISSING_TO_PUBLISH[field]);
  }

  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { input, image };
}

/** A free public slug for `name`, ignoring proposal `exceptId`. */
async function freeSlug(db: Db, name: string, exceptId: number | null): Promise<string> {
  const base = slugify(name, 'proposal');
  const rows = await db
    .select({ slug: proposals.slug, id: proposals.id })
    .from(proposals)
    .where(or(eq(proposals.slug, base), like(proposals.slug, suffixPattern(base))));
  return firstFreeSlug(
    base,
    rows.filter((r) => r.id !== exceptId).map((r) => r.slug),
  );
}

/**
 * Runs `write` with a free slug inside a savepoint, retrying when a concurrent write took the
 * same slug first (the unique index decides).
 */
async function withFreeSlug<T>(
  tx: Db,
  name: string,
  exceptId: number | null,
  write: (db: Db, slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(tx, name, exceptId);
    try {
      return await tx.transaction((savepoint) => write(savepoint, slug));
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'proposals_slug_unique')) continue;
      throw error;
    }
  }
}

async function replaceRelations(tx: Db, proposalId: number, input: ProposalInput): Promise<void> {
  if (input.categories) {
    await tx.delete(proposalCategories).where(eq(proposalCategories.proposalId, proposalId));
    await tx
      .insert(proposalCategories)
      .values([...new Set(input.categories)].map((categoryId) => ({ proposalId, categoryId })));
  }
  if (input.task_templates) {
    await tx.delete(taskTemplates).where(eq(taskTemplates.proposalId, proposalId));
    await tx.insert(taskTemplates).values(
      input.task_templates.map((t) => ({
        proposalId,
        name: t.name,
        description: t.description ?? '',
        assigneeType: t.assignee_type,
        daysToComplete: t.days_to_complete ?? 7,
        sortOrder: t.sort_order,
      })),
    );
  }
}

/**
 * Creates (existing = null) or replaces a proposal from a ProposalInput. Everything is checked
 * first; the new image is stored before the transaction and removed again if it fails; the old
 * image is removed only once the change is committed.
 */
export async function saveProposal(
  app: AppContext,
  auth: AuthContext,
  body: ProposalInput,
  scope: 'all' | number[],
  existing: ProposalRow | null,
  ip: string,
): Promise<number> {
  const { input, image } = await checkInput(app, body, scope, existing);
  let stored: StoredFile | null = null;
  if (image) {
    try {
      stored = await storeUpload(app.config, 'proposals', image, {
        field: 'image_base64',
        kinds: ['image'],
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) {
        throw validationFailed({ image_base64: [error.text] });
      }
      throw error;
    }
  }
  const now = app.now();
  const imagePath = stored
    ? stored.path
    : input.remove_image
      ? null
      : (existing?.imagePath ?? null);
  const name = input.name.trim();
  const fields = {
    name,
    brandId: input.brand_id,
    status: input.status,
    description: input.description,
    requirements: input.requirements,
    startDate: input.start_date,
    endDate: input.end_date,
    imagePath,
    settings: normalizeSettings(input.settings),
    // Omitted: the stored rights on update, own channels for 12 months (the columns' defaults) on create.
    ...(input.usage_rights && {
      usageScope: input.usage_rights.scope,
      usageMonths: input.usage_rights.months,
    }),
    updatedAt: now,
  };
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      let proposalId: number;
      if (existing) {
        // The public slug follows the name only while the proposal was never public (a draft),
        // so links already shared keep working.
        proposalId = existing.id;
        if (existing.status === 'draft' && existing.name !== name) {
          await withFreeSlug(tx, name, existing.id, (db, slug) =>
            db
              .update(proposals)
              .set({ ...fields, slug })
              .where(eq(proposals.id, existing.id)),
          );
        } else {
          await tx.update(proposals).set(fields).where(eq(proposals.id, existing.id));
        }
      } else {
        proposalId = await withFreeSlug(tx, name, null, async (db, slug) => {
          const [row] = await db
            .insert(proposals)
            .values({
              ...fields,
              slug,
              secretSlug: randomSecret(24),
              userId: auth.user.id,
              createdAt: now,
            })
            .returning({ id: proposals.id });
          if (!row) throw new Error('proposal not inserted');
          return row.id;
        });
      }
      await replaceRelations(tx, proposalId, input);
      await app.logActivity(
        tx,
        auth,
        recordChange(auth, 'proposal', existing ? 'updated' : 'created', { id: proposalId, name }),
        ip,
      );
      return proposalId;
    });
  } catch (error) {
    if (stored) await removeUpload(app.config, stored.path);
    throw error;
  }
  if (existing?.imagePath && existing.imagePath !== imagePath) {
    await removeUpload(app.config, existing.imagePath);
  }
  return id;
}

/**
 * Deletes a proposal. Without deals it is deleted outright (categories, task templates and
 * applications cascade) and its image removed. With deals, the deals must keep what they show
 * (the proposal's name, image, posting deadline), so the proposal is marked deleted instead: it
 * disappears from every list and lookup, its applications without a deal are deleted, and its
 * categories are released.
 */
export async function deleteProposal(
  app: AppContext,
  auth: AuthContext,
  proposal: ProposalRow,
  ip: string,
): Promise<void> {
  const hardDeleted = await app.db.transaction(async (tx) => {
    const [dealCount] = await tx
      .select({ n: count() })
      .from(deals)
      .where(eq(deals.proposalId, proposal.id));
    const hasDeals = (dealCount?.n ?? 0) > 0;
    if (hasDeals) {
      const withDeal = tx
        .select({ id: deals.applicationId })
        .from(deals)
        .where(eq(deals.proposalId, proposal.id));
      await tx
        .delete(applications)
        .where(
          and(eq(applications.proposalId, proposal.id), notInArray(applications.id, withDeal)),
        );
      await tx.delete(proposalCategories).where(eq(proposalCategories.proposalId, proposal.id));
      await tx
        .update(proposals)
        .set({ deletedAt: app.now(), updatedAt: app.now() })
        .where(eq(proposals.id, proposal.id));
    } else {
      await tx.delete(proposals).where(eq(proposals.id, proposal.id));
    }
    await app.logActivity(
      tx,
      auth,
      recordChange(auth, 'proposal', 'deleted', { id: proposal.id, name: proposal.name }),
      ip,
    );
    return !hasDeals;
  });
  if (hardDeleted) await removeUpload(app.config, proposal.imagePath);
}

/** A page of live proposals matching `where`, in the given order, with their related rows. */
export function listProposals<T>(
  db: Db,
  query: PageQuery,
  where: SQL | undefined,
  orderBy: SQL[],
  serialize: (bundles: ProposalBundle[]) => T[] | Promise<T[]>,
) {
  const condition = and(liveProposal, where);
  return tablePage(
    db,
    query,
    proposals,
    condition,
    db
      .select()
      .from(proposals)
      .where(condition)
      .orderBy(...orderBy),
    async (rows) => serialize(await hydrateProposals(db, rows)),
  );
}

// ---- Lists (each caller's filters) ----

const newestFirst = [desc(proposals.createdAt), desc(proposals.id)];

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(proposals.name, pattern), ilike(proposals.description, pattern));
}

/** Every live proposal, newest first, by status, brand and text. */
export function listAdminProposals<T>(
  db: Db,
  query: QueryParams<'listAdminProposals'>,
  serialize: (bundles: ProposalBundle[]) => T[] | Promise<T[]>,
) {
  return listProposals(
    db,
    query,
    and(
      query.status ? eq(proposals.status, query.status) : undefined,
      query.brand_id ? idIs(proposals.brandId, query.brand_id) : undefined,
      searchCondition(query.search),
    ),
    newestFirst,
    serialize,
  );
}

/** The live proposals of the brands a brand user manages, newest first, by status and text. */
export function listBrandProposals<T>(
  db: Db,
  brandIds: number[],
  query: QueryParams<'listBrandProposals'>,
  serialize: (bundles: ProposalBundle[]) => T[] | Promise<T[]>,
) {
  if (brandIds.length === 0) return Promise.resolve(emptyPage<T>(query));
  return listProposals(
    db,
    query,
    and(
      inArray(proposals.brandId, brandIds),
      query.status ? eq(proposals.status, query.status) : undefined,
      searchCondition(query.search),
    ),
    newestFirst,
    serialize,
  );
}

/**
 * The active proposals a creator may apply to, by category, brand, network, type, content language
 * and text.
 */
export function listCreatorProposals<T>(
  db: Db,
  query: QueryParams<'listCreatorProposals'>,
  serialize: (bundles: ProposalBundle[]) => T[] | Promise<T[]>,
) {
  const openTo = (key: 'platform' | 'content_type', value: string | undefined) =>
    value ? sql`${proposals.settings}->>${key} in (${value}, 'any', 'both')` : undefined;
  const order =
    query.sort === 'ending_soon'
      ? [sql`${proposals.endDate} asc nulls last`, asc(proposals.id)]
      : query.sort === 'name'
        ? [asc(sql`lower(${proposals.name})`), asc(proposals.id)]
        : newestFirst;
  return listProposals(
    db,
    query,
    and(
      eq(proposals.status, 'active'),
      query.category_id
        ? inArray(
            proposals.id,
            db
              .select({ id: proposalCategories.proposalId })
              .from(proposalCategories)
              .where(idIs(proposalCategories.categoryId, query.category_id)),
          )
        : undefined,
      query.brand_id ? idIs(proposals.brandId, query.brand_id) : undefined,
      openTo('platform', query.platform),
      openTo('content_type', query.content_type),
      // Settings stored before proposals had a content language have none: any language.
      query.content_language
        ? sql`coalesce(${proposals.settings}->>'content_language', 'any') in (${query.content_language}, 'any')`
        : undefined,
      searchCondition(query.search),
    ),
    order,
    serialize,
  );
}

/** An active proposal, which a creator may apply to, or null. */
export async function findActiveProposal(db: Db, id: number): Promise<ProposalBundle | null> {
  if (!fitsInteger(id)) return null;
  return findProposal(db, and(eq(proposals.id, id), eq(proposals.status, 'active')));
}

/** The live proposal behind a secret link (any status), or null. */
export function findProposalBySecretSlug(db: Db, secretSlug: string) {
  return findProposal(db, eq(proposals.secretSlug, secretSlug));
}

/** A proposal a creator may open: active ones, and inactive ones (drafts are never shown). */
export async function findCreatorProposal(db: Db, id: number): Promise<ProposalBundle | null> {
  if (!fitsInteger(id)) throw notFound(/*i18n*/ { id: 'Proposal not found.' });
  return findProposal(
    db,
    and(eq(proposals.id, id), inArray(proposals.status, ['active', 'inactive'])),
  );
}
