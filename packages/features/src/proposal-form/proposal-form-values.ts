import {
  CONTENT_LANGUAGE_LABELS,
  CONTENT_LANGUAGES,
  type ContentLanguage,
} from '../lib/proposal-settings';
import type { components } from '@colla/api-client';
import { missingToPublish, type PublishRequirement } from '@colla/api-client/publishing';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';

export type ProposalInput = components['schemas']['ProposalInput'];
export type Proposal = components['schemas']['Proposal'];
export type BrandOption = components['schemas']['BrandOption'];
export type ProposalCategoryOption = components['schemas']['CategoryRef'];

/** openapi.yaml `ProposalInput` limits. */
export const PROPOSAL_LIMITS = {
  name: 200,
  description: 10000,
  requirements: 10000,
  shortText: 255,
  longText: 5000,
  tags: 1000,
  keyMessage: 1000,
  taskName: 200,
  taskDescription: 2000,
  maxTaskTemplates: 50,
  maxInteger: 2_147_483_647,
} as const;

export const DEFAULT_DAYS_TO_COMPLETE = 7;

/** A select's option: its value and its words (shown with `i18n._`). */
export interface ProposalChoice<V extends string = string> {
  value: V;
  label: MessageDescriptor;
}

export const USAGE_SCOPE_OPTIONS = [
  { value: 'own_channels', label: msg`The brand's own channels only` },
  { value: 'paid_ads', label: msg`Own channels and paid ads` },
] as const satisfies readonly ProposalChoice[];
/** How long the brand may use the content; `unlimited` is sent as `months: null`. */
export const USAGE_DURATION_OPTIONS = [
  { value: '3', label: msg`3 months` },
  { value: '6', label: msg`6 months` },
  { value: '12', label: msg`12 months` },
  { value: 'unlimited', label: msg`Without time limit` },
] as const satisfies readonly ProposalChoice[];
type UsageDuration = (typeof USAGE_DURATION_OPTIONS)[number]['value'];

export const PROPOSAL_STATUS_OPTIONS = [
  { value: 'draft', label: msg`Draft` },
  { value: 'active', label: msg`Active` },
  { value: 'inactive', label: msg`Inactive` },
] as const satisfies readonly ProposalChoice[];
export const GENDER_OPTIONS = [
  { value: 'any', label: msg`Any` },
  { value: 'man', label: msg`Man` },
  { value: 'woman', label: msg`Woman` },
  { value: 'both', label: msg`Both` },
] as const satisfies readonly ProposalChoice[];
export const PLATFORM_OPTIONS = [
  { value: 'any', label: msg`Any` },
  { value: 'instagram', label: msg`Instagram` },
  { value: 'tiktok', label: msg`TikTok` },
  { value: 'both', label: msg`Both` },
] as const satisfies readonly ProposalChoice[];
export const CONTENT_TYPE_OPTIONS = [
  { value: 'any', label: msg`Any` },
  { value: 'video', label: msg`Video` },
  { value: 'pictures', label: msg`Pictures` },
  { value: 'both', label: msg`Both` },
] as const satisfies readonly ProposalChoice[];
/** Any language, Catalan, Spanish, English: the words the proposal pages show for each. */
export const CONTENT_LANGUAGE_OPTIONS: readonly ProposalChoice<ContentLanguage>[] =
  CONTENT_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }));
export const ASSIGNEE_OPTIONS = [
  { value: 'creator', label: msg`Creator` },
  { value: 'brand', label: msg`Brand` },
] as const satisfies readonly ProposalChoice[];

const nameMax = PROPOSAL_LIMITS.name;

/** The form's own checks, in words (shown with `i18n._`). */
export const PROPOSAL_MESSAGES = {
  nameRequired: msg`Enter a name for the proposal.`,
  nameTooLong: msg`The name can have at most ${nameMax} characters.`,
  brandRequired: msg`Choose the brand this proposal is for.`,
  wholeNumber: msg`Enter a whole number, 0 or more.`,
  ageRange: msg`The maximum age must be the same as or above the minimum age.`,
  endBeforeStart: msg`The end date must be the same as or after the start date.`,
  taskNameRequired: msg`Enter a name for the task.`,
  daysToComplete: msg`Enter a whole number of days, 1 or more.`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * A check's message, written when the check fails, so it is in the language active then (the
 * schema itself is made once, before any language is chosen).
 */
const says = (message: MessageDescriptor) => ({ error: () => i18n._(message) });
const atMost = (max: number) => ({ error: () => t`Use at most ${max} characters.` });

const count = z
  .number(says(PROPOSAL_MESSAGES.wholeNumber))
  .int(says(PROPOSAL_MESSAGES.wholeNumber))
  .min(0, says(PROPOSAL_MESSAGES.wholeNumber))
  .max(PROPOSAL_LIMITS.maxInteger, says(PROPOSAL_MESSAGES.wholeNumber))
  .nullable();

const text = (max: number) => z.string().max(max, atMost(max));

export const taskTemplateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, says(PROPOSAL_MESSAGES.taskNameRequired))
    .max(PROPOSAL_LIMITS.taskName, atMost(PROPOSAL_LIMITS.taskName)),
  description: text(PROPOSAL_LIMITS.taskDescription),
  assignee_type: z.enum(['brand', 'creator']),
  days_to_complete: z
    .number(says(PROPOSAL_MESSAGES.daysToComplete))
    .int(says(PROPOSAL_MESSAGES.daysToComplete))
    .min(1, says(PROPOSAL_MESSAGES.daysToComplete))
    .max(PROPOSAL_LIMITS.maxInteger, says(PROPOSAL_MESSAGES.daysToComplete))
    .nullable()
    .refine((days): boolean => days !== null, says(PROPOSAL_MESSAGES.daysToComplete)),
});

/** What the form holds; `toProposalPayload` turns it into the request body. */
export const proposalFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, says(PROPOSAL_MESSAGES.nameRequired))
      .max(PROPOSAL_LIMITS.name, says(PROPOSAL_MESSAGES.nameTooLong)),
    /** The brand's id as text ("" until one is chosen), as the select holds it. */
    brand_id: z.string().min(1, says(PROPOSAL_MESSAGES.brandRequired)),
    status: z.enum(['draft', 'active', 'inactive']),
    description: text(PROPOSAL_LIMITS.description),
    requirements: text(PROPOSAL_LIMITS.requirements),
    /** `YYYY-MM-DD`, or "" for none. */
    start_date: z.string(),
    end_date: z.string(),
    settings: z
      .object({
        age_min: count,
        age_max: count,
        gender: z.enum(['any', 'man', 'woman', 'both']),
        platform: z.enum(['any', 'instagram', 'tiktok', 'both']),
        interest: text(PROPOSAL_LIMITS.shortText),
        min_followers: count,
        content_type: z.enum(['any', 'video', 'pictures', 'both']),
        content_language: z.enum(['any', 'ca', 'es', 'en']),
        deliverables: text(PROPOSAL_LIMITS.longText),
        /** Comma-separated. */
        tags: text(PROPOSAL_LIMITS.tags),
        visual_guidelines: text(PROPOSAL_LIMITS.longText),
        compensation_type: text(PROPOSAL_LIMITS.shortText),
        submission_timeline: text(PROPOSAL_LIMITS.shortText),
        posting_deadline: z.string(),
        key_message: text(PROPOSAL_LIMITS.keyMessage),
      })
      .refine(
        ({ age_min, age_max }) => age_min === null || age_max === null || age_max >= age_min,
        { ...says(PROPOSAL_MESSAGES.ageRange), path: ['age_max'] },
      ),
    /** How the brand may use the content; the duration as the select holds it. */
    usage_rights: z.object({
      scope: z.enum(['own_channels', 'paid_ads']),
      duration: z.enum(['3', '6', '12', 'unlimited']),
    }),
    task_templates: z.array(taskTemplateSchema).max(PROPOSAL_LIMITS.maxTaskTemplates),
    categories: z.array(z.number().int()),
    /** The saved image's URL (edit), shown until it is removed or replaced. */
    image_url: z.string().nullable(),
    /** A newly picked image as a data URL; null when none was picked. */
    image_base64: z.string().nullable(),
    /** The saved image was removed. */
    remove_image: z.boolean(),
  })
  .refine(({ start_date, end_date }) => !start_date || !end_date || end_date >= start_date, {
    ...says(PROPOSAL_MESSAGES.endBeforeStart),
    path: ['end_date'],
  });

export type ProposalFormValues = z.infer<typeof proposalFormSchema>;
export type TaskTemplateValues = ProposalFormValues['task_templates'][number];

export const EMPTY_TASK_TEMPLATE: TaskTemplateValues = {
  name: '',
  description: '',
  assignee_type: 'creator',
  days_to_complete: DEFAULT_DAYS_TO_COMPLETE,
};

/** A new proposal: a draft, with every setting left open. */
export const EMPTY_PROPOSAL_VALUES: ProposalFormValues = {
  name: '',
  brand_id: '',
  status: 'draft',
  description: '',
  requirements: '',
  start_date: '',
  end_date: '',
  settings: {
    age_min: null,
    age_max: null,
    gender: 'any',
    platform: 'any',
    interest: '',
    min_followers: null,
    content_type: 'any',
    content_language: 'any',
    deliverables: '',
    tags: '',
    visual_guidelines: '',
    compensation_type: '',
    submission_timeline: '',
    posting_deadline: '',
    key_message: '',
  },
  usage_rights: { scope: 'own_channels', duration: '12' },
  task_templates: [],
  categories: [],
  image_url: null,
  image_base64: null,
  remove_image: false,
};

/** The form's values for editing a saved proposal. */
export function proposalFormValuesOf(proposal: Proposal): ProposalFormValues {
  const settings = proposal.settings;
  return {
    name: proposal.name,
    brand_id: String(proposal.brand_id),
    status: proposal.status,
    description: proposal.description,
    requirements: proposal.requirements,
    start_date: proposal.start_date ?? '',
    end_date: proposal.end_date ?? '',
    settings: {
      age_min: settings.age_min ?? null,
      age_max: settings.age_max ?? null,
      gender: settings.gender ?? 'any',
      platform: settings.platform ?? 'any',
      interest: settings.interest ?? '',
      min_followers: settings.min_followers ?? null,
      content_type: settings.content_type ?? 'any',
      content_language: settings.content_language ?? 'any',
      deliverables: settings.deliverables ?? '',
      tags: settings.tags ?? '',
      visual_guidelines: settings.visual_guidelines ?? '',
      compensation_type: settings.compensation_type ?? '',
      submission_timeline: settings.submission_timeline ?? '',
      posting_deadline: settings.posting_deadline ?? '',
      key_message: settings.key_message ?? '',
    },
    usage_rights: {
      scope: proposal.usage_rights.scope,
      duration:
        proposal.usage_rights.months === null
          ? 'unlimited'
          : (String(proposal.usage_rights.months) as UsageDuration),
    },
    task_templates: [...proposal.task_templates]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((task) => ({
        name: task.name,
        description: task.description,
        assignee_type: task.assignee_type,
        days_to_complete: task.days_to_complete,
      })),
    categories: proposal.categories.map((category) => category.id),
    image_url: proposal.image,
    image_base64: null,
    remove_image: false,
  };
}

/** Tags as saved: trimmed, empty ones dropped, joined with ", "; null when there are none. */
export function normalizeTags(tags: string): string | null {
  const list = tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return list.length > 0 ? list.join(', ') : null;
}

const orNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/**
 * The request body of `POST`/`PUT /api/{brand|admin}/proposals` (the proposal form rule,
 * openapi.yaml `ProposalInput`): empty description and requirements as "", empty dates as null,
 * task templates and categories only when there are some, `image_base64` only for a newly picked
 * image, `remove_image` when the saved one was removed.
 */
export function toProposalPayload(values: ProposalFormValues): ProposalInput {
  const { settings } = values;
  const payload: ProposalInput = {
    name: values.name.trim(),
    brand_id: Number(values.brand_id),
    status: values.status,
    description: values.description.trim(),
    requirements: values.requirements.trim(),
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    remove_image: values.image_base64 === null && values.remove_image,
    settings: {
      age_min: settings.age_min,
      age_max: settings.age_max,
      gender: settings.gender,
      platform: settings.platform,
      interest: orNull(settings.interest),
      min_followers: settings.min_followers,
      content_type: settings.content_type,
      content_language: settings.content_language,
      deliverables: orNull(settings.deliverables),
      tags: normalizeTags(settings.tags),
      visual_guidelines: orNull(settings.visual_guidelines),
      compensation_type: orNull(settings.compensation_type),
      submission_timeline: orNull(settings.submission_timeline),
      posting_deadline: settings.posting_deadline || null,
      key_message: orNull(settings.key_message),
    },
    usage_rights: {
      scope: values.usage_rights.scope,
      months:
        values.usage_rights.duration === 'unlimited'
          ? null
          : (Number(values.usage_rights.duration) as 3 | 6 | 12),
    },
  };
  if (values.task_templates.length > 0) {
    payload.task_templates = values.task_templates.map((task, index) => ({
      name: task.name.trim(),
      description: task.description.trim(),
      assignee_type: task.assignee_type,
      days_to_complete: task.days_to_complete ?? DEFAULT_DAYS_TO_COMPLETE,
      sort_order: index,
    }));
  }
  if (values.categories.length > 0) payload.categories = [...new Set(values.categories)];
  if (values.image_base64 !== null) payload.image_base64 = values.image_base64;
  return payload;
}

/**
 * The form fields the server's errors are shown under (the proposal form rule, and what
 * publishing needs); others go to the alert.
 */
export type ProposalServerField =
  'name' | 'brand_id' | 'image' | 'start_date' | 'end_date' | 'task_templates';
export const proposalServerFieldOf = (key: string): ProposalServerField | undefined =>
  key === 'name' ||
  key === 'brand_id' ||
  key === 'start_date' ||
  key === 'end_date' ||
  key === 'task_templates'
    ? key
    : key === 'image' || key === 'image_base64'
      ? 'image'
      : undefined;

// ---- Publishing is a step ----

/**
 * What each missing part says under its field; the server answers the same words
 * (apps/api `MISSING_TO_PUBLISH`).
 */
export const MISSING_TO_PUBLISH_MESSAGES: Record<PublishRequirement, MessageDescriptor> = {
  image: msg`Add a picture before publishing.`,
  start_date: msg`Add a start date before publishing.`,
  end_date: msg`Add an end date before publishing.`,
  task_templates: msg`Add at least one task before publishing.`,
};

/** Each missing part as an item of the "Before you publish, add:" list. */
export const MISSING_TO_PUBLISH_ITEMS: Record<PublishRequirement, MessageDescriptor> = {
  image: msg`a picture`,
  start_date: msg`a start date`,
  end_date: msg`an end date`,
  task_templates: msg`at least one task`,
};

/** What the form's values still lack to be published (`missingToPublish`, the server's rule). */
export function missingToPublishOf(
  values: Pick<
    ProposalFormValues,
    'image_url' | 'image_base64' | 'remove_image' | 'start_date' | 'end_date' | 'task_templates'
  >,
): PublishRequirement[] {
  return missingToPublish({
    hasImage: values.image_base64 !== null || (values.image_url !== null && !values.remove_image),
    startDate: values.start_date,
    endDate: values.end_date,
    taskCount: values.task_templates.length,
  });
}

/** The form's sections, in order: on a phone each is a step, then the Publish step. */
export const PROPOSAL_SECTIONS = [
  { id: 'basics', title: msg`Basics` },
  { id: 'picture', title: msg`Picture` },
  { id: 'dates', title: msg`Dates` },
  { id: 'creators', title: msg`Who we’re looking for` },
  { id: 'tasks', title: msg`Tasks` },
] as const satisfies readonly { id: string; title: MessageDescriptor }[];
export type ProposalSectionId = (typeof PROPOSAL_SECTIONS)[number]['id'];

const SECTION_OF_FIELD: Record<string, ProposalSectionId> = {
  name: 'basics',
  brand_id: 'basics',
  description: 'basics',
  categories: 'basics',
  'settings.compensation_type': 'basics',
  image: 'picture',
  image_base64: 'picture',
  start_date: 'dates',
  end_date: 'dates',
  'settings.posting_deadline': 'dates',
  'settings.submission_timeline': 'dates',
  'settings.deliverables': 'tasks',
  'settings.tags': 'tasks',
  'settings.visual_guidelines': 'tasks',
  'settings.key_message': 'tasks',
  task_templates: 'tasks',
};

/**
 * The section holding a field, by its path in the form (`task_templates.0.name`) or the server's
 * key; requirements and the creator settings are "Who we're looking for".
 */
export function sectionOfField(path: string): ProposalSectionId {
  if (path.startsWith('task_templates')) return 'tasks';
  return (
    SECTION_OF_FIELD[path] ??
    (path === 'requirements' || path.startsWith('settings.') ? 'creators' : 'basics')
  );
}
