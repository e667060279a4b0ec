/** Where a preset invitation token may be kept (e.g. by the mobile app's web view). */
export const PRESET_INVITATION_KEY = 'invitation_token';

/**
 * Invitation links win at start: a URL carrying a `token` query value, or a preset invitation
 * token, other than the password-reset path, goes to /accept-invitation/{token} on app start.
 */
export function invitationRedirect(url: URL, presetToken: string | null): string | null {
  if (url.pathname === '/password-reset' || url.pathname.startsWith('/accept-invitation'))
    return null;
  const token = url.searchParams.get('token') || presetToken;
  return token ? `/accept-invitation/${encodeURIComponent(token)}` : null;
}
