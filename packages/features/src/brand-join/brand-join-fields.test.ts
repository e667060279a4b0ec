import { describe, expect, it } from 'vitest';
import { EMPTY_BRAND_JOIN_VALUES, toBrandRequestInput } from './brand-join-fields';

describe('toBrandRequestInput', () => {
  it('sends a barri without a town, and a town only outside Barcelona', () => {
    const inGracia = toBrandRequestInput(
      { ...EMPTY_BRAND_JOIN_VALUES, neighbourhood: 'la-vila-de-gracia', town: 'Sabadell' },
      'ca',
    );
    expect(inGracia).toMatchObject({ barri: 'la-vila-de-gracia', town: null, locale: 'ca' });
    const outside = toBrandRequestInput(
      { ...EMPTY_BRAND_JOIN_VALUES, neighbourhood: 'outside-barcelona', town: 'Sabadell' },
      'es',
    );
    expect(outside).toMatchObject({ barri: null, town: 'Sabadell' });
  });

  it('sends empty links as null and keeps the hidden field as typed', () => {
    const body = toBrandRequestInput({ ...EMPTY_BRAND_JOIN_VALUES, fax: 'spam' }, 'en');
    expect(body).toMatchObject({ website: null, instagram_handle: null, fax: 'spam' });
  });
});
