import type { components } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck, Send } from 'lucide-react';
import { Avatar } from '@colla/ui/components/avatar';
import { Button } from '@colla/ui/components/button';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { CategoryList } from '@colla/ui/patterns/category-list';
import { ApplicantFacts } from '../brand-proposal/application-card';
import { INVITE_LABEL, InviteDialog, type InviteDialogProps } from './invite-dialog';

type Card = components['schemas']['CreatorCard'];

export const NOT_TAKING_INVITATIONS = msg`Not taking invitations`;

export interface CreatorCardProps extends Omit<InviteDialogProps, 'creator' | 'trigger'> {
  creator: Card;
  /** The creator's profile in the brand area. */
  profileHref: (username: string) => string;
}

const nameLinkClass =
  'rounded-sm font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * A creator as a brand finds them: photo, name (a link to their profile), @username, barri or
 * town, main platform and followers, languages, collaborations completed, interests, and "Invite
 * to apply" (disabled, saying so, when they turned invitations off).
 */
export function CreatorCard({ creator, profileHref, ...invite }: CreatorCardProps) {
  const { i18n, t } = useLingui();
  const name = creator.name;
  const [firstName = name, ...rest] = name.split(' ');
  const headingId = `creator-${creator.username}-name`;
  const invitedCount = creator.invited_proposal_ids.length;
  return (
    <li
      aria-labelledby={headingId}
      data-slot="creator-card"
      data-username={creator.username}
      className="grid content-start gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Avatar
          size="lg"
          decorative
          firstName={firstName}
          lastName={rest.join(' ')}
          src={creator.avatar_path}
        />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 id={headingId} className="text-lg break-words">
            {renderLinkOrAnchor(
              { href: profileHref(creator.username), label: name },
              nameLinkClass,
              name,
            )}
          </h2>
          <p className="text-sm break-all text-muted">@{creator.username}</p>
        </div>
      </div>
      <ApplicantFacts applicant={creator} />
      <CategoryList categories={creator.categories} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {creator.accepts_invites ? (
          <InviteDialog
            creator={creator}
            {...invite}
            trigger={
              <Button size="sm" aria-label={t`Invite to apply: ${name}`}>
                <Send aria-hidden="true" />
                {i18n._(INVITE_LABEL)}
              </Button>
            }
          />
        ) : (
          <>
            <Button size="sm" disabled aria-describedby={`${headingId}-off`}>
              <Send aria-hidden="true" />
              {i18n._(INVITE_LABEL)}
            </Button>
            <span id={`${headingId}-off`} className="text-sm text-muted">
              {i18n._(NOT_TAKING_INVITATIONS)}
            </span>
          </>
        )}
        {invitedCount > 0 && (
          <span className="inline-flex items-center gap-1 text-sm text-success-700">
            <MailCheck aria-hidden="true" className="size-4" />
            <Trans>Invited</Trans>
          </span>
        )}
      </div>
    </li>
  );
}
