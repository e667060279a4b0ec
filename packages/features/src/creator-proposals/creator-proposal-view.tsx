import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, MailOpen } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@colla/ui/components/alert';
import { buttonVariants } from '@colla/ui/components/button';
import { ErrorState, NoAccessState } from '@colla/ui/components/error-state';
import { linkVariants } from '@colla/ui/components/link';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { ProposalCover } from '../lib/proposal-detail';
import { formatLongDate, formatMadridDate } from '@colla/ui/lib/format';
import { BrandCard } from '../brand-page/brand-card';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import { PROFILE_MATCH_RESULT_LABELS, type ProfileMatchLine } from './profile-match';
import { RequirementResultItem, resultColour } from './requirement-result';
import {
  CONTENT_LANGUAGE_LABELS,
  CONTENT_TYPE_LABELS,
  proposalDateRange,
  usageRightsSentence,
} from '../lib/proposal-settings';
import { ApplyBar, ApplyCard, ApplySheet, type ApplyProps } from './apply-sheet';
import { PLATFORM_LABELS, type CreatorApplication, type CreatorProposal } from './proposal-labels';

export type ProposalTaskTemplate = components['schemas']['TaskTemplate'];

export const CREATOR_PROPOSAL_NOT_FOUND_HEADING = msg`Proposal not found`;
export const CREATOR_PROPOSAL_NOT_FOUND_MESSAGE = msg`The proposal you're looking for doesn't exist or has been removed.`;
export const CREATOR_PROPOSAL_FORBIDDEN_MESSAGE = msg`Proposals are for creator accounts. Sign in with your creator account to apply.`;
export const CREATOR_PROPOSAL_LOAD_ERROR_HEADING = msg`We couldn’t load this proposal`;
export const APPLICATION_SENT_MESSAGE = msg`Application sent — the brand will reply here.`;
export const APPLICATION_STATUS_MESSAGES: Record<CreatorApplication['status'], MessageDescriptor> =
  {
    pending: APPLICATION_SENT_MESSAGE,
    accepted: msg`The brand accepted your application. Your deal is ready: open it to see your tasks.`,
    rejected: msg`The brand chose other creators this time. New proposals arrive every week: keep exploring.`,
  };
export const ALREADY_APPLIED_MESSAGE = msg`You have already applied to this proposal.`;
export const PROPOSAL_CLOSED_MESSAGE = msg`This proposal is closed: the brand is not taking applications.`;

export type CreatorProposalState =
  | { status: 'loading' }
  | { status: 'success'; proposal: CreatorProposal }
  | { status: 'not-found' }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

/** The proposal's requirements against the creator's own profile. */
export type ProfileMatchState =
  | { status: 'loading' }
  | { status: 'success'; lines: readonly ProfileMatchLine[] }
  /** The profile could not be read: the checklist is left out, applying still works. */
  | { status: 'unavailable' };

export interface CreatorProposalLinks {
  /** Back to the proposals list, e.g. `/app/creator/proposals`. */
  proposalsHref: string;
  /** A deal's page, for an accepted application, e.g. `(id) => `/app/creator/deals/${id}``. */
  dealHref: (dealId: number) => string;
  /** The creator's profile settings, offered when the profile lacks something a proposal asks. */
  profileHref?: string;
  /** A brand's page, by its slug (the card under the proposal's facts links to it). */
  brandHref?: (slug: string) => string;
}

export type CreatorProposalViewProps = CreatorProposalLinks & {
  state: CreatorProposalState;
  profileMatch: ProfileMatchState;
  /** What the creator will be asked to do once accepted; null when not known. */
  taskTemplates?: readonly ProposalTaskTemplate[] | null;
  /** The brand's invitation to apply, shown above Apply; null without one. */
  invite?: components['schemas']['CreatorProposalInvite'] | null;
  /** The creator's application (from the proposal, or just sent); null before applying. */
  application: CreatorApplication | null;
  /** The application was sent from this page just now. */
  justApplied?: boolean;
  /** The server said the creator already applied (409); the application is being read again. */
  alreadyApplied?: boolean;
} & Omit<ApplyProps, 'proposal'>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 gap-3">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Text({ children }: { children: string }) {
  return <p className="leading-relaxed break-words whitespace-pre-line text-ink">{children}</p>;
}

function Facts({ items }: { items: readonly { label: string; value: string | null }[] }) {
  const shown = items.filter((item): item is { label: string; value: string } =>
    Boolean(item.value?.trim()),
  );
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {shown.map((item) => (
        <div key={item.label} className="grid min-w-0 content-start gap-0.5">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="font-medium break-words whitespace-pre-line text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function tagsOf(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Who does a task and when, e.g. "You · Due 3 days after the deal starts": one sentence each. */
function TaskDue({ task }: { task: ProposalTaskTemplate }) {
  const { t } = useLingui();
  const days = task.days_to_complete;
  return task.assignee_type === 'creator'
    ? t`${plural(days, { one: 'You · Due # day after the deal starts', other: 'You · Due # days after the deal starts' })}`
    : t`${plural(days, { one: 'The brand · Due # day after the deal starts', other: 'The brand · Due # days after the deal starts' })}`;
}

function TaskList({ templates }: { templates: readonly ProposalTaskTemplate[] }) {
  const sorted = [...templates].sort((a, b) => a.sort_order - b.sort_order);
  return (
    <ol className="grid gap-3">
      {sorted.map((task, index) => (
        <li
          key={task.id}
          className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-4"
        >
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800"
          >
            {index + 1}
          </span>
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold break-words text-ink">{task.name}</h3>
            {task.description.trim() && (
              <p className="text-sm break-words whitespace-pre-line text-muted">
                {task.description}
              </p>
            )}
            <p className="text-sm text-ink">
              <TaskDue task={task} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function ProfileChecklist({
  match,
  profileHref,
}: {
  match: ProfileMatchState;
  profileHref?: string;
}) {
  const { t, i18n } = useLingui();
  if (match.status === 'loading')
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="w-2/3" />
        <Skeleton className="w-1/2" />
      </div>
    );
  if (match.status === 'unavailable')
    return (
      <p className="text-sm text-muted">
        <Trans>
          We couldn’t read your profile to compare it with these requirements. You can still apply.
        </Trans>
      </p>
    );
  if (match.lines.length === 0)
    return (
      <p className="text-sm text-muted">
        <Trans>Open to every creator: no age, gender, platform or follower requirements.</Trans>
      </p>
    );
  const missing = match.lines.some((line) => line.result === 'missing');
  return (
    <div className="grid gap-3">
      <ul aria-label={t`Your profile against the requirements`} className="grid gap-2">
        {match.lines.map((line) => {
          const className = resultColour(line.result);
          return (
            <RequirementResultItem
              key={line.key}
              result={line.result}
              className="gap-x-2.5 rounded-lg bg-stone-50 p-3"
              iconClassName="size-5"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words text-ink">
                  {line.requirement}
                  <span className={cn('ms-2 text-sm font-semibold', className)}>
                    {i18n._(PROFILE_MATCH_RESULT_LABELS[line.result])}
                  </span>
                </p>
                <p className="text-sm break-words text-muted">{line.detail}</p>
              </div>
            </RequirementResultItem>
          );
        })}
      </ul>
      <p className="text-sm text-muted">
        <Trans>A guide, not a rule: you can apply either way, and the brand decides.</Trans>
      </p>
      {missing &&
        profileHref &&
        renderLinkOrAnchor(
          { href: profileHref, label: t`Complete your profile` },
          cn(linkVariants(), 'min-h-11 items-center text-sm sm:min-h-0'),
          t`Complete your profile`,
        )}
    </div>
  );
}

function ApplicationStatusPanel({
  application,
  justApplied,
  proposalsHref,
  dealHref,
}: {
  application: CreatorApplication;
  justApplied: boolean;
} & Pick<CreatorProposalLinks, 'proposalsHref' | 'dealHref'>) {
  const { t, i18n } = useLingui();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After sending, tell keyboard and screen-reader users where they are now.
    if (justApplied) panel.current?.focus();
  }, [justApplied]);
  const { deal } = application;
  const appliedOn = formatMadridDate(application.created_at);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role={justApplied ? 'status' : undefined}
      data-slot="creator-application-status"
      className="grid gap-3 rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-ink">
          {justApplied ? t`Application sent` : t`Your application`}
        </h2>
        <StatusBadge status={application.status} size="md" />
      </div>
      <p className="text-ink">{i18n._(APPLICATION_STATUS_MESSAGES[application.status])}</p>
      <p className="text-sm text-muted">{t`Applied on ${appliedOn}`}</p>
      {application.message && (
        <figure className="grid gap-1">
          <figcaption className="text-sm text-muted">
            <Trans>Your message</Trans>
          </figcaption>
          <blockquote className="rounded-lg bg-stone-50 p-3 text-sm break-words whitespace-pre-line text-ink">
            {application.message}
          </blockquote>
        </figure>
      )}
      {application.status === 'accepted' &&
        deal &&
        renderLinkOrAnchor(
          { href: dealHref(deal.id), label: t`View Deal` },
          buttonVariants({ size: 'lg' }),
          t`View Deal`,
        )}
      {application.status === 'rejected' &&
        renderLinkOrAnchor(
          { href: proposalsHref, label: t`Browse proposals` },
          buttonVariants({ variant: 'outline', size: 'lg' }),
          t`Browse proposals`,
        )}
    </div>
  );
}

/** One panel of the aside: the application's status, or why Apply is not offered. */
function PanelCard({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5', className)}
      {...props}
    />
  );
}

function ProposalDetails({
  proposal,
  taskTemplates,
  profileMatch,
  applyPanel,
  applyOnly,
  profileHref,
  brandHref,
}: {
  proposal: CreatorProposal;
  taskTemplates?: readonly ProposalTaskTemplate[] | null;
  profileMatch: ProfileMatchState;
  applyPanel: ReactNode;
  /** The aside holds only the wide screens' Apply card (phones have the bar instead). */
  applyOnly: boolean;
  profileHref?: string;
  brandHref?: (slug: string) => string;
}) {
  const { t, i18n } = useLingui();
  const { settings } = proposal;
  const tags = tagsOf(settings.tags);
  const hasBrief = Boolean(
    settings.deliverables?.trim() ||
    settings.key_message?.trim() ||
    settings.visual_guidelines?.trim() ||
    settings.interest?.trim() ||
    tags.length > 0,
  );
  return (
    <article className="grid min-w-0 gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start md:gap-x-10">
      <div className="grid min-w-0 gap-8">
        <header className="grid min-w-0 gap-4">
          <ProposalCover image={proposal.image} name={proposal.name} variant="hero" />
          <div className="grid min-w-0 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm font-medium text-muted">{proposal.brand.name}</p>
              {proposal.status === 'inactive' && <StatusBadge status="inactive" />}
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-ink sm:text-3xl">
              {proposal.name}
            </h1>
            {proposal.categories.length > 0 && (
              <ul aria-label={t`Categories`} className="flex flex-wrap gap-2">
                {proposal.categories.map((category) => (
                  <li
                    key={category.id}
                    className="rounded-full border border-line bg-surface px-3 py-1 text-sm"
                  >
                    {category.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="rounded-xl border border-line bg-surface p-4">
            <Facts
              items={[
                { label: t`What the brand offers`, value: settings.compensation_type },
                { label: t`Platform`, value: i18n._(PLATFORM_LABELS[settings.platform]) },
                {
                  label: t`Content type`,
                  value: i18n._(CONTENT_TYPE_LABELS[settings.content_type]),
                },
                {
                  label: t`Content language`,
                  value: i18n._(CONTENT_LANGUAGE_LABELS[settings.content_language]),
                },
                {
                  label: t`Dates`,
                  value: proposalDateRange(proposal.start_date, proposal.end_date),
                },
                {
                  label: t`Post by`,
                  value: settings.posting_deadline
                    ? formatLongDate(settings.posting_deadline)
                    : null,
                },
                { label: t`Submit content`, value: settings.submission_timeline },
                { label: t`Usage rights`, value: usageRightsSentence(proposal.usage_rights) },
              ]}
            />
          </div>
          {brandHref && (
            <BrandCard card={proposal.brand_card} href={brandHref(proposal.brand_card.slug)} />
          )}
        </header>

        {proposal.description.trim() && (
          <Section title={t`About this collaboration`}>
            <Text>{proposal.description}</Text>
          </Section>
        )}

        {hasBrief && (
          <Section title={t`What to create`}>
            <Facts
              items={[
                { label: t`Deliverables`, value: settings.deliverables },
                { label: t`Key message`, value: settings.key_message },
                { label: t`Visual guidelines`, value: settings.visual_guidelines },
                { label: t`Interest`, value: settings.interest },
              ]}
            />
            {tags.length > 0 && (
              <ul aria-label={t`Tags`} className="flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-ink">
                    #{tag}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        )}

        {taskTemplates && taskTemplates.length > 0 && (
          <Section title={t`Your tasks once accepted`}>
            <TaskList templates={taskTemplates} />
          </Section>
        )}

        <Section title={t`Requirements`}>
          {proposal.requirements.trim() && <Text>{proposal.requirements}</Text>}
          <ProfileChecklist match={profileMatch} profileHref={profileHref} />
        </Section>
      </div>

      <aside
        aria-label={t`Application`}
        className={cn(
          'grid min-w-0 gap-4 md:sticky md:top-20',
          // On phones the Apply bar stands in for the card: nothing else to show here.
          applyOnly && 'hidden md:grid',
        )}
      >
        {applyPanel}
      </aside>
    </article>
  );
}

/** "Forn Sant Pau invited you": the brand's invitation to apply, with its message. */
export function InviteBanner({
  invite,
}: {
  invite: components['schemas']['CreatorProposalInvite'];
}) {
  const brand = invite.brand_name;
  const on = formatMadridDate(invite.created_at);
  return (
    <Alert variant="info" icon={<MailOpen aria-hidden="true" />} data-slot="invite-banner">
      <AlertTitle>
        <Trans>{brand} invited you</Trans>
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          <Trans>
            They would like you to apply to this proposal (invited on{' '}
            <time dateTime={invite.created_at}>{on}</time>).
          </Trans>
        </p>
        {invite.message && (
          <blockquote className="border-l-2 border-current/30 pl-3 break-words whitespace-pre-line">
            {invite.message}
          </blockquote>
        )}
      </AlertDescription>
    </Alert>
  );
}

/**
 * A proposal as a creator decides on it: what the brand offers, what to create and by when, the
 * tasks, the requirements against the creator's own profile (informative), and the way to
 * apply with an optional note, or the application's status once sent.
 */
export function CreatorProposalView({
  state,
  profileMatch,
  taskTemplates,
  invite = null,
  application,
  justApplied = false,
  alreadyApplied = false,
  message,
  onMessageChange,
  onApply,
  applying = false,
  failure = null,
  proposalsHref,
  dealHref,
  profileHref,
  brandHref,
}: CreatorProposalViewProps) {
  const { t, i18n } = useLingui();
  const back = renderLinkOrAnchor(
    { href: proposalsHref, label: t`Back to proposals` },
    cn(linkVariants({ variant: 'muted' }), 'min-h-11 w-fit items-center text-sm sm:min-h-0'),
    <>
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      {t`Back to proposals`}
    </>,
  );

  const [sheetOpen, setSheetOpen] = useState(false);
  const openSheet = () => setSheetOpen(true);
  const proposal = state.status === 'success' ? state.proposal : null;
  // Apply is offered until the creator has applied, while the proposal is active.
  const canApply = Boolean(
    proposal && !application && !alreadyApplied && proposal.status !== 'inactive',
  );

  let applyPanel: ReactNode = null;
  if (proposal) {
    let panel: ReactNode;
    if (application)
      panel = (
        <PanelCard>
          <ApplicationStatusPanel
            application={application}
            justApplied={justApplied}
            proposalsHref={proposalsHref}
            dealHref={dealHref}
          />
        </PanelCard>
      );
    else if (alreadyApplied)
      panel = (
        <PanelCard role="status">
          <h2 className="text-lg font-semibold text-ink">
            <Trans>Your application</Trans>
          </h2>
          <p className="text-ink">{i18n._(ALREADY_APPLIED_MESSAGE)}</p>
        </PanelCard>
      );
    else if (!canApply)
      panel = (
        <PanelCard data-slot="proposal-closed">
          <h2 className="text-lg font-semibold text-ink">
            <Trans>Applications closed</Trans>
          </h2>
          <p className="text-ink">{i18n._(PROPOSAL_CLOSED_MESSAGE)}</p>
          {renderLinkOrAnchor(
            { href: proposalsHref, label: t`Browse proposals` },
            buttonVariants({ variant: 'outline', size: 'lg' }),
            t`Browse proposals`,
          )}
        </PanelCard>
      );
    else panel = <ApplyCard proposal={proposal} onOpen={openSheet} className="hidden md:grid" />;
    applyPanel = (
      <>
        {invite && <InviteBanner invite={invite} />}
        {panel}
      </>
    );
  }

  return (
    <div data-slot="creator-proposal" className="grid min-w-0 gap-4">
      {back}
      {state.status === 'loading' && (
        <div className="grid gap-4">
          <p role="status" className="sr-only">
            <Trans>Loading proposal…</Trans>
          </p>
          <Skeleton
            aria-hidden="true"
            className="aspect-[8/5] h-auto w-full rounded-2xl md:w-3/5"
          />
          <Skeleton aria-hidden="true" className="h-8 w-2/3" />
          <Skeleton aria-hidden="true" className="w-1/2" />
        </div>
      )}
      {state.status === 'success' && (
        <ProposalDetails
          proposal={state.proposal}
          taskTemplates={taskTemplates}
          profileMatch={profileMatch}
          applyPanel={applyPanel}
          applyOnly={canApply && !invite}
          profileHref={profileHref}
          brandHref={brandHref}
        />
      )}
      {proposal && canApply && (
        <>
          <ApplyBar proposal={proposal} onOpen={openSheet} className="md:hidden" />
          <ApplySheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            proposal={proposal}
            message={message}
            onMessageChange={onMessageChange}
            onApply={onApply}
            applying={applying}
            failure={failure}
          />
        </>
      )}
      {state.status === 'not-found' && (
        <div className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center">
          <h1 className="text-2xl font-bold text-ink">
            {i18n._(CREATOR_PROPOSAL_NOT_FOUND_HEADING)}
          </h1>
          <p className="text-muted">{i18n._(CREATOR_PROPOSAL_NOT_FOUND_MESSAGE)}</p>
          {renderLinkOrAnchor(
            { href: proposalsHref, label: t`Browse proposals` },
            buttonVariants({ variant: 'outline' }),
            t`Browse proposals`,
          )}
        </div>
      )}
      {state.status === 'forbidden' && (
        <NoAccessState message={i18n._(CREATOR_PROPOSAL_FORBIDDEN_MESSAGE)} />
      )}
      {state.status === 'error' && (
        <ErrorState
          heading={i18n._(CREATOR_PROPOSAL_LOAD_ERROR_HEADING)}
          message={state.message}
          onRetry={state.onRetry}
          retrying={state.retrying}
        />
      )}
    </div>
  );
}
