import { activateLocale } from '@colla/i18n/provider';
import { afterEach, describe, expect, it } from 'vitest';
import { actionLabel } from './action-labels';

describe('actionLabel', () => {
  afterEach(() => activateLocale('en'));

  it('names a known action in words, in the active language', async () => {
    expect(actionLabel('proposal.updated')).toBe('Proposal updated');
    await activateLocale('es');
    expect(actionLabel('proposal.updated')).toBe('Propuesta actualizada');
  });

  it('shows an action it has no words for as its code, never nothing', () => {
    expect(actionLabel('brand_request.approved')).toBe('brand_request.approved');
  });
});
