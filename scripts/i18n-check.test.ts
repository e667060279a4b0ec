import { describe, expect, it } from 'vitest';
import { catalogProblems, placeholders } from './i18n-check.mjs';

const used = {
  a1: { message: 'Page {current} of {lastPage}' },
  b2: { message: '{count, plural, one {# proposal} other {# proposals}}' },
};
const good = {
  en: { a1: { message: used.a1.message, translation: used.a1.message } },
  ca: {
    a1: { message: used.a1.message, translation: 'Pàgina {current} de {lastPage}' },
    b2: {
      message: used.b2.message,
      translation: '{count, plural, one {# proposta} other {# propostes}}',
    },
  },
};

describe('catalogProblems', () => {
  it('passes catalogs that hold every used message, translated with the same placeholders', () => {
    const committed = { ca: good.ca, es: good.ca, en: { ...good.en, b2: used.b2 } };
    expect(catalogProblems('web', committed, { en: used })).toEqual([]);
  });

  it('names what is missing, untranslated, unused or has other placeholders', () => {
    const committed = {
      ca: {
        a1: { message: used.a1.message, translation: 'Pàgina {actual} de {lastPage}' },
        old: { message: 'Gone', translation: 'Ja no hi és' },
      },
      es: {
        a1: { message: used.a1.message, translation: '' },
        b2: { message: used.b2.message, translation: '{count, plural, other {# propuestas}}' },
      },
    };
    expect(catalogProblems('web', committed, { en: used })).toEqual([
      'web/ca: not in the catalog: "{count, plural, one {# proposal} other {# proposals}}"',
      'web/ca: no longer used: "Gone"',
      'web/ca: placeholders differ: "Page {current} of {lastPage}" → "Pàgina {actual} de {lastPage}"',
      'web/es: not translated: "Page {current} of {lastPage}"',
    ]);
  });
});

describe('placeholders', () => {
  it('lists plain and formatted arguments once each', () => {
    expect(placeholders('{n, plural, one {# día} other {# días}} para {name} y {name}')).toEqual([
      'n',
      'name',
    ]);
    expect(placeholders('No arguments')).toEqual([]);
  });

  it('reads words inside plural and select branches as text, not arguments', () => {
    expect(placeholders('{count, plural, one {active} other {active}}')).toEqual(['count']);
    expect(placeholders('{count, plural, one {actiu} other {actius}}')).toEqual(['count']);
    expect(placeholders('{kind, select, brand {A {name} brand} other {none}}')).toEqual([
      'kind',
      'name',
    ]);
    expect(placeholders("Quoted '{'braces'}' and {real}")).toEqual(['real']);
  });
});
