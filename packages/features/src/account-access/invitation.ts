import type { components } from '@colla/api-client';

export type Invitation = components['schemas']['Invitation'];

export { formatMadridDate } from '@colla/ui/lib/format';

/** The role an invitation offers, in words: "Brand user for Forn Sant Pau", "Creator", "Admin". */
export function invitationRole(invitation: Pick<Invitation, 'type' | 'brand'>): string {
  if (invitation.type === 'brand') {
    return invitation.brand ? `Brand user for ${invitation.brand.name}` : 'Brand user';
  }
  return invitation.type === 'creator' ? 'Creator' : 'Admin';
}

/** One sentence on what accepting gives, for the page's description. */
export function invitationSummary(invitation: Pick<Invitation, 'type' | 'brand'>): string {
  if (invitation.type === 'brand') {
    return invitation.brand
      ? `You’ve been invited to manage ${invitation.brand.name} on Colla: publish proposals, pick creators and run your collaborations.`
      : 'You’ve been invited to join Colla as a brand user: publish proposals, pick creators and run your collaborations.';
  }
  if (invitation.type === 'creator') {
    return 'You’ve been invited to join Colla as a creator: apply to collaborations with Barcelona brands and keep every deal in one place.';
  }
  return 'You’ve been invited to help run Colla as an admin.';
}

const TOKEN_PATTERN = /^[^\s/?#]{1,128}$/;

/**
 * The invitation token in what a person pasted: the code itself, or the whole emailed link
 * (`…/accept-invitation/{token}`). Null when it holds neither.
 */
export function parseInvitationToken(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const marker = '/accept-invitation/';
  const at = text.indexOf(marker);
  if (at >= 0) {
    const rest = text.slice(at + marker.length).split(/[/?#]/)[0] ?? '';
    let token: string;
    try {
      token = decodeURIComponent(rest);
    } catch {
      return null;
    }
    return TOKEN_PATTERN.test(token) ? token : null;
  }
  return TOKEN_PATTERN.test(text) ? text : null;
}
