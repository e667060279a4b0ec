import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, categories } from './catalog';
import { users } from './core';
import { cascadeRef, createdAt, id } from './columns';

/**
 * Proposal settings as openapi.yaml's `ProposalSettings` lists them (stored as one JSON document).
 */
export interface ProposalSettingsRow {
  age_min: number | null;
  age_max: number | null;
  gender: 'any' | 'man' | 'woman' | 'both';
  platform: 'any' | 'instagram' | 'tiktok' | 'both';
  interest: string | null;
  min_followers: number | null;
  content_type: 'any' | 'video' | 'pictures' | 'both';
  /** Absent in settings stored before proposals had a content language: read as `any`. */
  content_language?: 'any' | 'ca' | 'es' | 'en';
  deliverables: string | null;
  tags: string | null;
  visual_guidelines: string | null;
  compensation_type: string | null;
  submission_timeline: string | null;
  posting_deadline: string | null;
  key_message: string | null;
}

export const proposals = pgTable(
  'proposals',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull(),
    secretSlug: text().notNull(),
    description: text().notNull().default(''),
    requirements: text().notNull().default(''),
    status: text({ enum: ['draft', 'active', 'inactive'] })
      .notNull()
      .default('draft'),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    imagePath: text(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    /** The user who created the proposal. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    settings: jsonb().$type<ProposalSettingsRow>().notNull(),
    /** How the brand may use deal content: its own channels only, or also paid ads. */
    usageScope: text({ enum: ['own_channels', 'paid_ads'] })
      .notNull()
      .default('own_channels'),
    /** For how many months from delivery (3, 6 or 12); null: without time limit. */
    usageMonths: integer().default(12),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /**
     * Set when an admin deletes a proposal that already has deals: the proposal disappears from
     * every list and lookup, but its deals (and their accepted applications) keep it to show
     * its name, image and posting deadline. Proposals without deals are deleted outright.
     */
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('proposals_slug_unique').on(t.slug),
    uniqueIndex('proposals_secret_slug_unique').on(t.secretSlug),
    index().on(t.brandId),
    index().on(t.status),
  ],
);

export const proposalCategories = pgTable(
  'proposal_categories',
  {
    proposalId: cascadeRef(() => proposals.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.categoryId] })],
);

export const taskTemplates = pgTable(
  'task_templates',
  {
    id: id(),
    proposalId: cascadeRef(() => proposals.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    assigneeType: text({ enum: ['brand', 'creator'] }).notNull(),
    daysToComplete: integer().notNull().default(7),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.proposalId)],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    proposalId: cascadeRef(() => proposals.id),
    creatorId: cascadeRef(() => users.id),
    status: text({ enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    message: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applications_proposal_creator_unique').on(t.proposalId, t.creatorId),
    index().on(t.creatorId),
  ],
);
