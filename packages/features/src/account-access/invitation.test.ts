import { describe, expect, it } from 'vitest';
import {
  formatMadridDate,
  invitationRole,
  invitationSummary,
  parseInvitationToken,
} from './invitation';

describe('parseInvitationToken', () => {
  it('takes a pasted code as it is, without surrounding spaces', () => {
    expect(parseInvitationToken('  9f8e7d6c5b4a  ')).toBe('9f8e7d6c5b4a');
  });

  it('finds the token in a whole emailed link', () => {
    expect(parseInvitationToken('http://localhost:3000/accept-invitation/abc_DEF-123')).toBe(
      'abc_DEF-123',
    );
    expect(parseInvitationToken('https://colla.cat/accept-invitation/abc123/?utm=mail#x')).toBe(
      'abc123',
    );
  });

  it('decodes an encoded token from a link', () => {
    expect(parseInvitationToken('/accept-invitation/a%7Cb')).toBe('a|b');
  });

  it('gives null for nothing, other links and text with spaces', () => {
    expect(parseInvitationToken('')).toBeNull();
    expect(parseInvitationToken('   ')).toBeNull();
    expect(parseInvitationToken('https://colla.cat/home')).toBeNull();
    expect(parseInvitationToken('my invitation code')).toBeNull();
    expect(parseInvitationToken('/accept-invitation/')).toBeNull();
    expect(parseInvitationToken('/accept-invitation/%E0%A4%A')).toBeNull();
  });

  it('refuses codes longer than the contract allows (128 characters)', () => {
    expect(parseInvitationToken('a'.repeat(128))).toBe('a'.repeat(128));
    expect(parseInvitationToken('a'.repeat(129))).toBeNull();
  });
});

describe('invitationRole', () => {
  it('names the brand a brand user will manage', () => {
    expect(invitationRole({ type: 'brand', brand: { id: 2, name: 'Forn Sant Pau' } })).toBe(
      'Brand user for Forn Sant Pau',
    );
    expect(invitationRole({ type: 'brand', brand: null })).toBe('Brand user');
  });

  it('names creators and admins', () => {
    expect(invitationRole({ type: 'creator', brand: null })).toBe('Creator');
    expect(invitationRole({ type: 'admin', brand: null })).toBe('Admin');
  });
});

describe('invitationSummary', () => {
  it('mentions the brand when there is one', () => {
    expect(invitationSummary({ type: 'brand', brand: { id: 1, name: 'Vermut Gràcia' } })).toMatch(
      /manage Vermut Gràcia on Colla/,
    );
  });
});

describe('formatMadridDate', () => {
  it('writes an English long date in Barcelona time', () => {
    expect(formatMadridDate('2026-11-28T10:00:00Z')).toBe('November 28, 2026');
    // 23:30 UTC on the 28th is already the 29th in Madrid (UTC+1 in winter).
    expect(formatMadridDate('2026-11-28T23:30:00Z')).toBe('November 29, 2026');
  });

  it('leaves text that is not a timestamp as it is', () => {
    expect(formatMadridDate('soon')).toBe('soon');
  });
});
