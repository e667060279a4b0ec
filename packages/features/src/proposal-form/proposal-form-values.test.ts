import { ApiError } from '@colla/api-client';
import { fixtures } from '@colla/mocks';
import { activateLocale } from '@colla/i18n/provider';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toFormFailure } from '../lib/form-failure';
import { EMPTY_DRAFT_FIELDS, OPEN_SETTINGS } from '../test-support/proposal-fixtures';
import {
  EMPTY_PROPOSAL_VALUES,
  normalizeTags,
  proposalFormSchema,
  proposalFormValuesOf,
  proposalServerFieldOf,
  PROPOSAL_MESSAGES,
  toProposalPayload,
  type Proposal,
  type ProposalFormValues,
} from './proposal-form-values';

const base: ProposalFormValues = {
  ...EMPTY_PROPOSAL_VALUES,
  name: '  Summer vermut tasting in Gràcia ',
  brand_id: '1',
};

describe('toProposalPayload', () => {
  it('sends a minimal draft with "" texts, null dates and nothing optional', () => {
    expect(toProposalPayload(base)).toEqual({
      name: 'Summer vermut tasting in Gràcia',
      brand_id: 1,
      status: 'draft',
      ...EMPTY_DRAFT_FIELDS,
      settings: OPEN_SETTINGS,
      usage_rights: { scope: 'own_channels', months: 12 },
    });
  });

  it('sends usage rights as months, or null without time limit, and reads them back', () => {
    const paid = toProposalPayload({
      ...base,
      usage_rights: { scope: 'paid_ads', duration: '6' },
    });
    expect(paid.usage_rights).toEqual({ scope: 'paid_ads', months: 6 });
    const forever = toProposalPayload({
      ...base,
      usage_rights: { scope: 'own_channels', duration: 'unlimited' },
    });
    expect(forever.usage_rights).toEqual({ scope: 'own_channels', months: null });
    const saved: Proposal = {
      ...fixtures.getBrandProposal,
      usage_rights: { scope: 'paid_ads', months: null },
    };
    expect(proposalFormValuesOf(saved).usage_rights).toEqual({
      scope: 'paid_ads',
      duration: 'unlimited',
    });
  });

  it('omits task templates, categories and image_base64 when empty', () => {
    const payload = toProposalPayload(base);
    expect(payload).not.toHaveProperty('task_templates');
    expect(payload).not.toHaveProperty('categories');
    expect(payload).not.toHaveProperty('image_base64');
  });

  it('sends dates, whitespace-only descriptions as "" and tags normalised', () => {
    const payload = toProposalPayload({
      ...base,
      description: '   ',
      start_date: '2026-06-01',
      end_date: '2026-07-15',
      settings: { ...base.settings, tags: ' vermut,gràcia , ,summer ', age_min: 0 },
    });
    expect(payload.description).toBe('');
    expect(payload.start_date).toBe('2026-06-01');
    expect(payload.end_date).toBe('2026-07-15');
    expect(payload.settings.tags).toBe('vermut, gràcia, summer');
    expect(payload.settings.age_min).toBe(0);
  });

  it('sends task templates in order with their sort order', () => {
    const payload = toProposalPayload({
      ...base,
      task_templates: [
        { name: 'Book your visit', description: '', assignee_type: 'creator', days_to_complete: 3 },
        {
          name: 'Reserve a table',
          description: 'For two',
          assignee_type: 'brand',
          days_to_complete: 5,
        },
      ],
    });
    expect(payload.task_templates).toEqual([
      {
        name: 'Book your visit',
        description: '',
        assignee_type: 'creator',
        days_to_complete: 3,
        sort_order: 0,
      },
      {
        name: 'Reserve a table',
        description: 'For two',
        assignee_type: 'brand',
        days_to_complete: 5,
        sort_order: 1,
      },
    ]);
  });

  it('sends category ids once each', () => {
    expect(toProposalPayload({ ...base, categories: [2, 1, 2] }).categories).toEqual([2, 1]);
  });

  it('sends image_base64 only for a newly picked image', () => {
    const picked = toProposalPayload({
      ...base,
      image_url: '/storage/proposals/4/old.webp',
      image_base64: 'data:image/webp;base64,AAAA',
      remove_image: true,
    });
    expect(picked.image_base64).toBe('data:image/webp;base64,AAAA');
    expect(picked.remove_image).toBe(false);
    const kept = toProposalPayload({ ...base, image_url: '/storage/proposals/4/old.webp' });
    expect(kept).not.toHaveProperty('image_base64');
    expect(kept.remove_image).toBe(false);
  });

  it('sends remove_image when the saved image was removed', () => {
    const payload = toProposalPayload({
      ...base,
      image_url: '/storage/proposals/4/old.webp',
      remove_image: true,
    });
    expect(payload.remove_image).toBe(true);
    expect(payload).not.toHaveProperty('image_base64');
  });
});

describe('normalizeTags', () => {
  it('is null when there are no tags', () => {
    expect(normalizeTags(' , ')).toBeNull();
  });
});

describe('proposalFormSchema', () => {
  // The checks' messages are in the language active when the form is checked.
  beforeAll(() => activateLocale('en'));
  afterEach(() => activateLocale('en'));

  const issues = (values: ProposalFormValues) => {
    const result = proposalFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('needs a name and a brand', () => {
    expect(issues(EMPTY_PROPOSAL_VALUES)).toEqual([
      i18n._(PROPOSAL_MESSAGES.nameRequired),
      i18n._(PROPOSAL_MESSAGES.brandRequired),
    ]);
  });

  it('rejects negative ages and followers, and days below 1', () => {
    expect(
      issues({
        ...base,
        settings: { ...base.settings, age_min: -1, min_followers: -5 },
        task_templates: [
          { name: 'Post', description: '', assignee_type: 'creator', days_to_complete: 0 },
        ],
      }),
    ).toEqual([
      i18n._(PROPOSAL_MESSAGES.wholeNumber),
      i18n._(PROPOSAL_MESSAGES.wholeNumber),
      i18n._(PROPOSAL_MESSAGES.daysToComplete),
    ]);
  });

  it('says what is wrong in the language active when checking, not when the schema was made', async () => {
    await activateLocale('ca');
    expect(issues(EMPTY_PROPOSAL_VALUES)).toEqual([
      'Escriu un nom per a la proposta.',
      'Tria la marca d’aquesta proposta.',
    ]);
    await activateLocale('es');
    expect(issues({ ...base, start_date: '2026-07-01', end_date: '2026-06-01' })).toEqual([
      'La fecha de fin debe ser la misma que la de inicio o posterior.',
    ]);
  });

  it('rejects an end date before the start date', () => {
    expect(issues({ ...base, start_date: '2026-07-01', end_date: '2026-06-01' })).toEqual([
      i18n._(PROPOSAL_MESSAGES.endBeforeStart),
    ]);
  });
});

describe('proposalServerFieldOf', () => {
  it('places name, brand_id and image errors, and alerts the rest', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: {
        name: ['The name field is required.', 'Second'],
        image_base64: ['The image must be a JPEG, PNG or WebP file.'],
        'settings.age_max': ['Too old.'],
      },
    });
    expect(toFormFailure(error, proposalServerFieldOf)).toEqual({
      fields: {
        name: 'The name field is required.',
        image: 'The image must be a JPEG, PNG or WebP file.',
      },
      message: 'The given data was invalid.',
    });
  });
});
