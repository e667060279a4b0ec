import type { components } from '@colla/api-client/schema';
import { saveProposal } from '../domain/proposals';
import type { TestApp } from './harness';
import type { OpBody } from './op';

type ProposalStatus = components['schemas']['ProposalStatus'];

/** A 1×1 WebP (openapi.yaml's example image). */
export const WEBP_1PX =
  'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';

/**
 * What an active proposal needs besides its other fields (`missingToPublish`): a picture, both
 * dates and a task. Tests that create an active proposal spread it into the body.
 */
export const PUBLISHABLE = {
  image_base64: WEBP_1PX,
  start_date: '2026-06-01',
  end_date: '2026-07-15',
  task_templates: [
    { name: 'Visit', assignee_type: 'creator' as const, days_to_complete: 7, sort_order: 0 },
  ],
};

/** A minimal valid ProposalInput. */
export function proposalBody(
  brandId: number,
  overrides: OpBody<'createBrandProposal'> = {},
): OpBody<'createBrandProposal'> {
  return {
    name: 'Summer vermut tasting in Gràcia',
    brand_id: brandId,
    status: 'draft',
    description: '',
    requirements: '',
    start_date: null,
    end_date: null,
    settings: {},
    ...overrides,
  };
}

/**
 * Saves a proposal of brand A as its manager would (the domain's `saveProposal`, no HTTP), with
 * `overrides` on the contract cases' body; an active one gets what publishing needs.
 */
export async function saveBrandAProposal(
  t: TestApp,
  overrides: OpBody<'createBrandProposal'> & { name: string; status: ProposalStatus },
): Promise<number> {
  const auth = { user: t.world.brandUserA.user, tokenId: 0, impersonator: null };
  const body = proposalBody(t.world.brandA.id, {
    ...(overrides.status === 'active' ? PUBLISHABLE : {}),
    ...overrides,
  });
  return saveProposal(
    t.app.colla,
    auth,
    body as Parameters<typeof saveProposal>[2],
    [t.world.brandA.id],
    null,
    '',
  );
}
