import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { decisionTimeText } from './brand-words';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('decisionTimeText', () => {
  it('says a brand without decisions in 90 days is new', () => {
    expect(decisionTimeText(null)).toBe('New on Colla: no decisions on applications yet');
  });

  it('rounds up: within an hour, then hours up to 12, then days', () => {
    expect(decisionTimeText(0)).toBe('Usually decides on applications within an hour');
    expect(decisionTimeText(60)).toBe('Usually decides on applications within an hour');
    expect(decisionTimeText(61)).toBe('Usually decides on applications within 2 hours');
    expect(decisionTimeText(720)).toBe('Usually decides on applications within 12 hours');
    expect(decisionTimeText(721)).toBe('Usually decides on applications within a day');
    expect(decisionTimeText(1440)).toBe('Usually decides on applications within a day');
    expect(decisionTimeText(1441)).toBe('Usually decides on applications within 2 days');
  });
});
