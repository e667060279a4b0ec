import type { components } from '@colla/api-client';
import { t } from '@lingui/core/macro';

export type Invitation = components['schemas']['Invitation'];

export { formatMadridDate } from '@colla/ui/lib/format';

/**
 * The role an invitation offers, in words: "Brand user for Forn Sant Pau", "Creator", "Admin".
 * In the active language: call it while rendering.
 */
export function invitationRole(invitation: Pick<Invitation, 'type' | 'brand'>): string {
  if (invitation.type === 'brand') {
    const brandName = invitation.brand?.name;
    return brandName ? t`Brand user for ${brandName}` : t`Brand user`;
  }
  return invitation.type === 'creator' ? t`Creator` : t`Admin`;
}

/** One sentence on what accepting gives, for the page's description (active language). */
export function invitationSummary(invitation: Pick<Invitation, 'type' | 'brand'>): string {
  if (invitation.type === 'brand') {
    const brandName = invitation.brand?.name;
    return brandName
      ? t`You’ve been invited to manage ${brandName} on Colla: publish proposals, pick creators and run your collaborations.`
      : t`You’ve been invited to join Colla as a brand user: publish proposals, pick creators and run your collaborations.`;
  }
  if (invitation.type === 'creator') {
    return t`You’ve been invited to join Colla as a creator: apply to collaborations with Barcelona brands and keep every deal in one place.`;
  }
  return t`You’ve been invited to help run Colla as an admin.`;
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
