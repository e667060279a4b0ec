import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Handshake, Languages, MapPin, UserRound, Users, X } from 'lucide-react';
import { UserAvatar } from '../lib/deal-user-avatar';
import { Badge } from '@colla/ui/components/badge';
import { Button } from '@colla/ui/components/button';
import { Checkbox } from '@colla/ui/components/checkbox';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { linkVariants } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';
import { formatMadridDate } from '@colla/ui/lib/format';
import { AppLink } from '@colla/ui/lib/link';
import { CategoryList } from '@colla/ui/patterns/category-list';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import { RequirementResultItem, resultColour } from '../creator-proposals/requirement-result';
import { ProfileFact } from '../creator-profile/creator-profile-view';
import {
  collaborationsText,
  followersText,
  languagesText,
  placeText,
  platformName,
} from '../creator-profile/profile-words';
import {
  BRAND_MATCH_RESULT_LABELS,
  MEETS_EVERY_REQUIREMENT,
  brandMatchLines,
} from './requirement-match';
import { tasksCompletedLabel } from './tasks-completed';

export type BrandApplication = components['schemas']['BrandApplication'];
export type ProposalSettings = components['schemas']['ProposalSettings'];
export type ApplicationDecision = 'accepted' | 'rejected';

/** Accepting creates the deal: the product's wording (docs/decisions.md). */
export const APPLICATION_ACCEPTED_MESSAGE: MessageDescriptor = msg`Application accepted and deal created successfully!`;
export const APPLICATION_REJECTED_LABEL: MessageDescriptor = msg`Application rejected`;
export const DEAL_CREATED_LABEL: MessageDescriptor = msg`Deal created`;

/** When the creator applied, as a Madrid calendar date ("May 29, 2026"). */
export const formatAppliedDate = formatMadridDate;

export interface ApplicationActionsProps {
  application: BrandApplication;
  /** Where "View Deal" goes for a deal id. */
  dealHref: (dealId: number) => string;
  /** Accepts or declines a pending application; resolves when the decision has been handled. */
  onDecide: (application: BrandApplication, decision: ApplicationDecision) => Promise<unknown>;
}

/**
 * What the brand can do with an application: accept or decline a pending one (each asks first),
 * follow an accepted one to its deal and its tasks, or read that it was rejected.
 */
export function ApplicationActions({ application, dealHref, onDecide }: ApplicationActionsProps) {
  const { i18n, t } = useLingui();
  const creator = application.creator.name;
  if (application.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog
          title={t`Accept ${creator}'s application?`}
          message={t`A deal with ${creator} will be created, with the tasks of this proposal, and ${creator} will be notified.`}
          confirmLabel={t`Accept`}
          onConfirm={() => onDecide(application, 'accepted')}
          trigger={
            <Button size="sm" aria-label={t`Accept ${creator}'s application`}>
              <Check aria-hidden="true" />
              <Trans>Accept</Trans>
            </Button>
          }
        />
        <ConfirmDialog
          title={t`Decline ${creator}'s application?`}
          message={t`${creator} will be told the application was not accepted. This cannot be undone.`}
          confirmLabel={t`Decline`}
          destructive
          onConfirm={() => onDecide(application, 'rejected')}
          trigger={
            <Button size="sm" variant="outline" aria-label={t`Decline ${creator}'s application`}>
              <X aria-hidden="true" />
              <Trans>Decline</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  if (application.status === 'rejected') {
    return <span className="text-muted">{i18n._(APPLICATION_REJECTED_LABEL)}</span>;
  }
  const { deal } = application;
  if (!deal) return <span className="text-muted">{i18n._(DEAL_CREATED_LABEL)}</span>;
  return (
    <div className="grid gap-1">
      <span className="font-medium text-success-700">{i18n._(DEAL_CREATED_LABEL)}</span>
      <AppLink
        href={dealHref(deal.id)}
        label={t`View Deal`}
        className={cn(linkVariants(), 'min-h-11 w-fit items-center font-semibold sm:min-h-0')}
      >
        <Trans>
          View Deal<span className="sr-only"> with {creator}</span>
        </Trans>
      </AppLink>
      <span className="text-sm text-muted">{tasksCompletedLabel(deal.tasks)}</span>
    </div>
  );
}

/**
 * The applicant against the proposal's requirements: a "Meets every requirement" badge when they
 * meet them all, then one line per requirement with its result.
 */
export function RequirementMatch({
  application,
  settings,
}: {
  application: BrandApplication;
  settings: ProposalSettings;
}) {
  const { i18n, t } = useLingui();
  const { match } = application;
  if (match.lines.length === 0) return null;
  const name = application.creator.name;
  return (
    <div className="grid content-start gap-2">
      {match.meets_all && (
        <Badge variant="success" size="md" data-slot="meets-all">
          <Check aria-hidden="true" />
          {i18n._(MEETS_EVERY_REQUIREMENT)}
        </Badge>
      )}
      <ul aria-label={t`${name} against the requirements`} className="grid gap-1.5 text-sm">
        {brandMatchLines(match.lines, settings).map((line) => (
          <RequirementResultItem
            key={line.key}
            result={line.result}
            className="gap-x-2"
            iconClassName="size-4"
          >
            <p className="min-w-0 break-words text-ink">
              {line.requirement}
              {': '}
              <span className={cn('font-semibold', resultColour(line.result))}>
                {i18n._(BRAND_MATCH_RESULT_LABELS[line.result])}
              </span>
            </p>
          </RequirementResultItem>
        ))}
      </ul>
    </div>
  );
}

/**
 * What a creator's summary says: where they are, their main platform, languages, record (beside
 * an application, and on a search result).
 */
export function ApplicantFacts({ applicant }: { applicant: BrandApplication['applicant'] }) {
  const place = placeText(applicant.barri, applicant.city);
  const languages = languagesText(applicant.languages);
  const main = applicant.main_platform;
  const platform = main ? platformName(main.platform) : null;
  const handle = main?.handle ?? '';
  const followers = main?.followers == null ? null : followersText(main.followers);
  return (
    <ul className="grid gap-1.5 text-sm text-ink sm:grid-cols-2 sm:gap-x-4">
      {place && <ProfileFact icon={MapPin}>{place}</ProfileFact>}
      {main && (
        <ProfileFact icon={Users}>
          {followers === null ? (
            <Trans>
              {platform} @{handle}
            </Trans>
          ) : (
            <Trans>
              {platform} · {followers}
            </Trans>
          )}
        </ProfileFact>
      )}
      {languages && (
        <ProfileFact icon={Languages}>
          <Trans>Creates in {languages}</Trans>
        </ProfileFact>
      )}
      <ProfileFact icon={Handshake}>{collaborationsText(applicant.completed_deals)}</ProfileFact>
    </ul>
  );
}

export interface ApplicationCardProps extends ApplicationActionsProps {
  settings: ProposalSettings;
  /** Whether the brand picked it for "Decline selected" (pending applications only). */
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Opens the applicant's full profile; the pressed button is given back focus on closing. */
  onOpenProfile: (opener: HTMLElement) => void;
}

/**
 * One application as the brand reviews it: who applied (photo, name, @username, barri, main
 * platform and followers, languages, interests, collaborations completed), their message, how
 * they meet the proposal's requirements, and what the brand can do.
 */
export function ApplicationCard({
  application,
  settings,
  selected,
  onSelectedChange,
  onOpenProfile,
  dealHref,
  onDecide,
}: ApplicationCardProps) {
  const { t } = useLingui();
  const { creator, applicant } = application;
  const name = creator.name;
  const headingId = `application-${application.id}-name`;
  const applied = formatAppliedDate(application.created_at);
  return (
    <li
      data-application-id={application.id}
      data-application-status={application.status}
      aria-labelledby={headingId}
      className={cn(
        'grid gap-4 rounded-2xl border bg-surface p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-x-8',
        selected ? 'border-primary-600 ring-1 ring-primary-600' : 'border-line',
      )}
    >
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {application.status === 'pending' && (
            <Checkbox
              aria-label={t`Select ${name}`}
              checked={selected}
              onCheckedChange={(checked) => onSelectedChange(checked === true)}
              className="mt-3"
            />
          )}
          <UserAvatar user={creator} size="lg" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h3 id={headingId} className="text-lg font-semibold break-words text-ink">
              {name}
            </h3>
            <p className="text-sm break-all text-muted">@{applicant.username}</p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
              <StatusBadge status={application.status} />
              <span>
                <Trans>
                  Applied <time dateTime={application.created_at}>{applied}</time>
                </Trans>
              </span>
            </p>
          </div>
        </div>
        <ApplicantFacts applicant={applicant} />
        <CategoryList categories={applicant.categories} />
        {application.message && (
          <blockquote className="max-w-prose rounded-lg bg-stone-50 px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
            {application.message}
          </blockquote>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <RequirementMatch application={application} settings={settings} />
        <div className="grid gap-2">
          <Button
            size="sm"
            variant="outline"
            className="w-fit"
            aria-label={t`View profile: ${name}`}
            onClick={(event) => onOpenProfile(event.currentTarget)}
          >
            <UserRound aria-hidden="true" />
            <Trans>View profile</Trans>
          </Button>
          <ApplicationActions application={application} dealHref={dealHref} onDecide={onDecide} />
        </div>
      </div>
    </li>
  );
}
