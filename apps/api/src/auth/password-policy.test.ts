import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo/index';
import { TEST_PASSWORD } from '../test/world';
import {
  PASSWORD_MESSAGES,
  contextWords,
  isRepeatedOrSequence,
  passwordProblem,
  repeatedUnit,
} from './password-policy';

const laia = { email: 'laia.puig@example.com', firstName: 'Laia', lastName: 'Puig' };

describe('password policy', () => {
  it('refuses common passwords, whatever their case', () => {
    for (const password of ['password', 'PASSWORD', 'Password1', 'iloveyou', 'qwertyuiop']) {
      expect(passwordProblem(password), password).toBe(PASSWORD_MESSAGES.common);
    }
  });

  it('refuses a repeated character, a short repeated pattern and a simple sequence', () => {
    for (const password of [
      'aaaaaaaa',
      'ZZZZZZZZZZZZ',
      '........',
      'abababab',
      'abcabcab',
      'xyz1xyz1xyz1',
      'monkeymonkey',
      'abcdefgh',
      'hgfedcba',
      '23456789',
      '98765432',
      'acegikmo',
      '1234567812345678',
    ]) {
      expect(passwordProblem(password), password).not.toBeNull();
      expect(passwordProblem(password) === PASSWORD_MESSAGES.personal, password).toBe(false);
    }
    expect(passwordProblem('aaaaaaaa')).toBe(PASSWORD_MESSAGES.pattern);
    expect(passwordProblem('abcdefghij')).toBe(PASSWORD_MESSAGES.pattern);
    // 12345678 is also on the common list, which is checked first.
    expect(passwordProblem('12345678')).toBe(PASSWORD_MESSAGES.common);
  });

  it('finds the shortest repeated unit, with a partial last repetition', () => {
    expect(repeatedUnit('aaaaaaaa')).toBe('a');
    expect(repeatedUnit('abcabcab')).toBe('abc');
    expect(repeatedUnit('vermut-vermut')).toBeNull();
    expect(repeatedUnit('vermutvermut')).toBe('vermut');
    // A longer word twice is not refused for the repetition alone.
    expect(isRepeatedOrSequence('vermutvermut')).toBe(false);
  });

  it('refuses the email local part (or its pieces) and the name, ignoring case and accents', () => {
    for (const password of [
      'laia.puig-2026',
      'LAIA-is-great-26',
      'tomaquet-puig-26',
      'my-name-laia!',
    ]) {
      expect(passwordProblem(password, laia), password).toBe(PASSWORD_MESSAGES.personal);
    }
    expect(passwordProblem('nuria-vidal-guell', { firstName: 'Núria', lastName: 'Vidal' })).toBe(
      PASSWORD_MESSAGES.personal,
    );
    expect(passwordProblem('jordi1234-forn', { email: 'jordi@fornsantpau.example' })).toBe(
      PASSWORD_MESSAGES.personal,
    );
  });

  it('ignores context words shorter than 3 characters', () => {
    expect(contextWords({ email: 'jo@example.com', firstName: 'Li', lastName: 'Wu' })).toEqual([]);
    expect(
      passwordProblem('sagrada-familia-2026', { email: 'jo@x.example', firstName: 'Li' }),
    ).toBeNull();
    expect(contextWords({ email: 'pau.serra@example.com', firstName: 'Anna Maria' })).toEqual([
      'pau.serra',
      'pau',
      'serra',
      'anna maria',
      'anna',
      'maria',
    ]);
  });

  it('accepts good passwords', () => {
    for (const password of ['pa-amb-tomaquet-26', 'bunyols-de-vent-26', 'gaudi-and-sun-2026']) {
      expect(passwordProblem(password, laia), password).toBeNull();
    }
  });

  it("accepts the demo accounts' password and the tests' password for the world's people", () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      expect(passwordProblem(DEMO_PASSWORD, { email }), email).toBeNull();
    }
    // The people of src/test/world.ts, who all sign in with TEST_PASSWORD.
    for (const [email, firstName, lastName] of [
      ['clara.roig@colla.test', 'Clara', 'Roig'],
      ['jordi@fornsantpau.example', 'Jordi', 'Ferrer'],
      ['marta@bicispoblenou.example', 'Marta', 'Puig'],
      ['laia.puig@example.com', 'Laia', 'Puig'],
      ['marc.soler@example.com', 'Marc', 'Soler'],
    ] as const) {
      expect(passwordProblem(TEST_PASSWORD, { email, firstName, lastName }), email).toBeNull();
    }
  });
});
