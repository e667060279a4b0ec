import { describe, expect, it } from 'vitest';
import { invitationRedirect } from './invitation';

const at = (path: string) => new URL(path, 'http://localhost:3000');

describe('invitationRedirect (spec §2)', () => {
  it('sends a URL with a token to accept the invitation', () => {
    expect(invitationRedirect(at('/home?token=abc123'), null)).toBe('/accept-invitation/abc123');
    expect(invitationRedirect(at('/about-us?x=1&token=a%2Fb'), null)).toBe(
      '/accept-invitation/a%2Fb',
    );
  });

  it('uses a preset invitation token', () => {
    expect(invitationRedirect(at('/home'), 'preset-9')).toBe('/accept-invitation/preset-9');
  });

  it('leaves the password-reset path and pages without a token alone', () => {
    expect(invitationRedirect(at('/password-reset?token=abc'), null)).toBeNull();
    expect(invitationRedirect(at('/home'), null)).toBeNull();
    expect(invitationRedirect(at('/home?token='), null)).toBeNull();
  });

  it('does not loop on the invitation page itself', () => {
    expect(invitationRedirect(at('/accept-invitation/abc?token=abc'), null)).toBeNull();
  });
});
