import type { components } from '@colla/api-client/schema';
import type { ProposalSettingsRow, proposals, taskTemplates } from '../db/schema';
import { type ApplicationBundle, toApplication } from './applications';
import { toBrandCard, type BrandCardRow } from './catalog';
import { iso } from './common';

type Schemas = components['schemas'];
export type ProposalRow = typeof proposals.$inferSelect;
export type TaskTemplateRow = typeof taskTemplates.$inferSelect;

/** A proposal with the related rows its serialized shapes need. */
export interface ProposalBundle {
  row: ProposalRow;
  brand: BrandCardRow;
  author: { id: number; firstName: string; lastName: string } | null;
  categories: { id: number; name: string }[];
  templates: TaskTemplateRow[];
  applicationsCount: number;
  pendingApplicationsCount: number;
}

type SettingsTextKey =
  | 'interest'
  | 'deliverables'
  | 'tags'
  | 'visual_guidelines'
  | 'compensation_type'
  | 'submission_timeline'
  | 'posting_deadline'
  | 'key_message';

type SettingsInput = Schemas['ProposalSettingsInput'] | Partial<ProposalSettingsRow>;

/** Every settings key present: omitted ones become null, or `any` for the enums. */
export function normalizeSettings(
  input: SettingsInput | null | undefined,
): Required<ProposalSettingsRow> {
  const source = input ?? {};
  const text = (key: SettingsTextKey) => source[key] ?? null;
  return {
    age_min: source.age_min ?? null,
    age_max: source.age_max ?? null,
    gender: source.gender ?? 'any',
    platform: source.platform ?? 'any',
    interest: text('interest'),
    min_followers: source.min_followers ?? null,
    content_type: source.content_type ?? 'any',
    content_language: source.content_language ?? 'any',
    deliverables: text('deliverables'),
    tags: text('tags'),
    visual_guidelines: text('visual_guidelines'),
    compensation_type: text('compensation_type'),
    submission_timeline: text('submission_timeline'),
    posting_deadline: text('posting_deadline'),
    key_message: text('key_message'),
  };
}

export function toTaskTemplate(row: TaskTemplateRow): Schemas['TaskTemplate'] {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    assignee_type: row.assigneeType,
    days_to_complete: row.daysToComplete,
    sort_order: row.sortOrder,
  };
}

/** How the brand may use the content of the proposal's deals. */
export function toUsageRights(
  row: Pick<ProposalRow, 'usageScope' | 'usageMonths'>,
): Schemas['UsageRights'] {
  return { scope: row.usageScope, months: row.usageMonths as Schemas['UsageRights']['months'] };
}

/** The proposal as its brand's users and admins see it (every field). */
export function toProposal(bundle: ProposalBundle): Schemas['Proposal'] {
  const { row } = bundle;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    secret_slug: row.secretSlug,
    description: row.description,
    requirements: row.requirements,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    image: row.imagePath,
    brand_id: row.brandId,
    brand: { id: bundle.brand.id, name: bundle.brand.name },
    user: bundle.author
      ? {
          id: bundle.author.id,
          first_name: bundle.author.firstName,
          last_name: bundle.author.lastName,
        }
      : null,
    categories: bundle.categories.map((c) => ({ id: c.id, name: c.name })),
    settings: normalizeSettings(row.settings),
    usage_rights: toUsageRights(row),
    task_templates: bundle.templates.map(toTaskTemplate),
    applications_count: bundle.applicationsCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toProposalDetail(
  bundle: ProposalBundle,
  applications: ApplicationBundle[],
): Schemas['ProposalDetail'] {
  return { ...toProposal(bundle), applications: applications.map(toApplication) };
}

export function toProposalListItem(bundle: ProposalBundle): Schemas['ProposalListItem'] {
  const { row } = bundle;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    image: row.imagePath,
    brand: { id: bundle.brand.id, name: bundle.brand.name },
    categories: bundle.categories.map((c) => ({ id: c.id, name: c.name })),
    applications_count: bundle.applicationsCount,
    pending_applications_count: bundle.pendingApplicationsCount,
    created_at: iso(row.createdAt),
  };
}

/**
 * What anyone may see: no secret slug, author, templates or counts. Only active and inactive
 * proposals are ever public; callers must not pass drafts.
 */
export function toPublicProposal(bundle: ProposalBundle): Schemas['PublicProposal'] {
  const { row } = bundle;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    requirements: row.requirements,
    status: row.status === 'active' ? 'active' : 'inactive',
    start_date: row.startDate,
    end_date: row.endDate,
    image: row.imagePath,
    brand: { id: bundle.brand.id, name: bundle.brand.name },
    brand_card: toBrandCard(bundle.brand),
    categories: bundle.categories.map((c) => ({ id: c.id, name: c.name })),
    settings: normalizeSettings(row.settings),
    usage_rights: toUsageRights(row),
    created_at: iso(row.createdAt),
  };
}

export function toCreatorProposal(
  bundle: ProposalBundle,
  myApplication: ApplicationBundle | null,
): Schemas['CreatorProposal'] {
  return {
    ...toPublicProposal(bundle),
    my_application: myApplication ? toApplication(myApplication) : null,
  };
}

/** A creator's view of one proposal, with the tasks each deal from it starts with. */
export function toCreatorProposalDetail(
  bundle: ProposalBundle,
  myApplication: ApplicationBundle | null,
  invite: Schemas['CreatorProposalInvite'] | null,
): Schemas['CreatorProposalDetail'] {
  return {
    ...toCreatorProposal(bundle, myApplication),
    task_templates: bundle.templates.map(toTaskTemplate),
    invite,
  };
}

export function toProposalSummary(bundle: ProposalBundle): Schemas['ProposalSummary'] {
  const { row } = bundle;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    image: row.imagePath,
    start_date: row.startDate,
    end_date: row.endDate,
    brand: { id: bundle.brand.id, name: bundle.brand.name },
  };
}
