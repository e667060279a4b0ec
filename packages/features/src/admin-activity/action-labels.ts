import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The activity log's actions in words, for the action filter and each entry. An action the
 * server logs that is not named here shows as its code (`brand_request.approved`), so a new one
 * is never hidden, only less friendly until it gets its words.
 */
export const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'application.accepted': msg`Application accepted`,
  'application.created': msg`Application sent`,
  'application.rejected': msg`Application declined`,
  'auth.login': msg`Signed in`,
  'brand.created': msg`Brand created`,
  'brand.deleted': msg`Brand deleted`,
  'brand.updated': msg`Brand updated`,
  'category.created': msg`Category created`,
  'category.deleted': msg`Category deleted`,
  'category.updated': msg`Category updated`,
  'deal.completed': msg`Deal completed`,
  'deal.cancelled': msg`Deal cancelled`,
  'impersonation.ended': msg`Impersonation ended`,
  'impersonation.exited': msg`Impersonation ended`,
  'impersonation.started': msg`Impersonation started`,
  'impersonation.write': msg`Change while impersonating`,
  'invitation.accepted': msg`Invitation accepted`,
  'invitation.created': msg`Invitation sent`,
  'media.deleted': msg`File deleted`,
  'proposal.created': msg`Proposal created`,
  'proposal.deleted': msg`Proposal deleted`,
  'proposal.updated': msg`Proposal updated`,
  'scheduled_notification.cancelled': msg`Scheduled notification cancelled`,
  'scheduled_notification.created': msg`Scheduled notification created`,
  'scheduled_notification.deleted': msg`Scheduled notification deleted`,
  'scheduled_notification.updated': msg`Scheduled notification updated`,
  'user.disabled': msg`Account disabled`,
  'user.password_changed': msg`Password changed`,
  'user.password_reset': msg`Password reset`,
  'user.registered': msg`Account created`,
};

/** An action in words in the active language (called while rendering), or its code. */
export function actionLabel(action: string): string {
  const label = ACTION_LABELS[action];
  return label ? i18n._(label) : action;
}
