import type { components } from '@colla/api-client';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@colla/ui/components/button';
import { buttonVariants } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { Skeleton } from '@colla/ui/components/skeleton';
import { formatLongDate, formatMadridDate } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import { ViewStateBody } from '../lib/view-state-body';

export type AdminProposalDetail = components['schemas']['ProposalDetail'];

/** Missing is not failing: the heading and fallback message when the proposal cannot be loaded. */
export const ADMIN_PROPOSAL_LOAD_ERROR_HEADING = 'Error Loading Proposal';
export const ADMIN_PROPOSAL_LOAD_ERROR_MESSAGE = 'Failed to load proposal';
/** Deleting a proposal: the confirmation, in the product's wording. */
export const ADMIN_PROPOSAL_DELETE_CONFIRMATION =
  'Are you sure you want to delete this proposal? This action cannot be undone.';
/** Deleting a proposal: said when it fails and the server gives no message. */
export const ADMIN_PROPOSAL_DELETE_ERROR = 'Failed to delete proposal';
export const ADMIN_PROPOSAL_NOT_FOUND_HEADING = 'Proposal not found';
export const ADMIN_PROPOSAL_NOT_FOUND_MESSAGE =
  'This proposal does not exist or was deleted. Go back to the proposals list to find another.';
export const ADMIN_PROPOSAL_FORBIDDEN_MESSAGE =
  'Only Colla admins can manage proposals. Sign in with an admin account to see this one.';

export type AdminProposalState = ViewState<AdminProposalDetail>;

export interface AdminProposalLinks {
  /** The proposal's edit page, e.g. `(id) => `/app/admin/proposals/${id}/edit``. */
  editHref: (id: number) => string;
  /** The back link to the list, e.g. `/app/admin/proposals`. */
  backHref: string;
}

export type AdminProposalViewProps = AdminProposalLinks & {
  state: AdminProposalState;
  /**
   * Deletes the proposal once confirmed. The dialog waits for it: it closes when it resolves and,
   * when it rejects, shows the error's message (e.g. 'Failed to delete proposal').
   */
  onDelete: () => Promise<unknown>;
};

type Settings = AdminProposalDetail['settings'];
const GENDER_LABELS: Record<Settings['gender'], string> = {
  any: 'Any',
  man: 'Men',
  woman: 'Women',
  both: 'Men and women',
};
const PLATFORM_LABELS: Record<Settings['platform'], string> = {
  any: 'Any',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  both: 'Instagram and TikTok',
};
const CONTENT_LABELS: Record<Settings['content_type'], string> = {
  any: 'Any',
  video: 'Videos',
  pictures: 'Pictures',
  both: 'Pictures and videos',
};

function dateRange(start: string | null, end: string | null): string {
  if (start && end) return `${formatLongDate(start)} – ${formatLongDate(end)}`;
  if (start) return `From ${formatLongDate(start)}`;
  if (end) return `Until ${formatLongDate(end)}`;
  return 'No dates set';
}

function ages(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min}–${max}`;
  if (min !== null) return `${min} and over`;
  if (max !== null) return `Up to ${max}`;
  return null;
}

function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="grid min-w-0 gap-0.5">
          <dt className="text-sm font-semibold text-muted">{term}</dt>
          <dd className="text-sm break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Proposal({
  proposal,
  onDelete,
  editHref,
  backHref,
}: AdminProposalLinks & { proposal: AdminProposalDetail; onDelete: () => Promise<unknown> }) {
  const { settings } = proposal;
  const brief: [string, ReactNode][] = [];
  const add = (term: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== '') brief.push([term, value]);
  };
  add('Platform', PLATFORM_LABELS[settings.platform]);
  add('Content', CONTENT_LABELS[settings.content_type]);
  add('Gender', GENDER_LABELS[settings.gender]);
  add('Ages', ages(settings.age_min, settings.age_max));
  add(
    'Minimum followers',
    settings.min_followers === null ? null : settings.min_followers.toLocaleString('en-US'),
  );
  add('Interest', settings.interest);
  add('Compensation', settings.compensation_type);
  add('Deliverables', settings.deliverables);
  add('Key message', settings.key_message);
  add('Visual guidelines', settings.visual_guidelines);
  add('Submission timeline', settings.submission_timeline);
  add(
    'Posting deadline',
    settings.posting_deadline ? formatLongDate(settings.posting_deadline) : null,
  );
  add('Tags', settings.tags);

  const edit = renderLinkOrAnchor(
    { href: editHref(proposal.id), label: 'Edit' },
    buttonVariants({ variant: 'outline' }),
    <>
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </>,
  );

  return (
    <>
      <PageHeader
        title={proposal.name}
        description={proposal.brand.name}
        back={{ href: backHref, label: 'Back to proposals' }}
        actions={
          <>
            {edit}
            <ConfirmDialog
              title="Delete proposal"
              message={ADMIN_PROPOSAL_DELETE_CONFIRMATION}
              confirmLabel="Delete"
              destructive
              onConfirm={onDelete}
              trigger={
                <Button variant="danger">
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              }
            />
          </>
        }
      />
      <Section title="Overview">
        <Facts
          items={[
            ['Status', <StatusBadge key="status" status={proposal.status} />],
            ['Brand', proposal.brand.name],
            ['Dates', dateRange(proposal.start_date, proposal.end_date)],
            ['Applications', String(proposal.applications_count)],
            [
              'Categories',
              proposal.categories.length > 0
                ? proposal.categories.map((category) => category.name).join(', ')
                : 'None',
            ],
            [
              'Created by',
              proposal.user ? `${proposal.user.first_name} ${proposal.user.last_name}` : 'Unknown',
            ],
            ['Created', formatMadridDate(proposal.created_at)],
            ['Last updated', formatMadridDate(proposal.updated_at)],
          ]}
        />
      </Section>
      <Section title="Description">
        <p className="text-sm whitespace-pre-line text-ink">
          {proposal.description || 'No description yet.'}
        </p>
      </Section>
      <Section title="Requirements">
        <p className="text-sm whitespace-pre-line text-ink">
          {proposal.requirements || 'No requirements yet.'}
        </p>
      </Section>
      {brief.length > 0 && (
        <Section title="Brief">
          <Facts items={brief} />
        </Section>
      )}
      <Section title="Tasks">
        {proposal.task_templates.length === 0 ? (
          <p className="text-sm text-muted">No tasks.</p>
        ) : (
          <ol className="grid gap-2">
            {proposal.task_templates.map((task) => (
              <li key={task.id} className="grid gap-0.5 text-sm">
                <span className="font-semibold text-ink">{task.name}</span>
                <span className="text-muted">
                  {task.assignee_type === 'brand' ? 'Brand' : 'Creator'} ·{' '}
                  {task.days_to_complete === 1 ? '1 day' : `${task.days_to_complete} days`}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Applications">
        {proposal.applications.length === 0 ? (
          <p className="text-sm text-muted">No creator has applied yet.</p>
        ) : (
          <ul className="grid gap-2">
            {proposal.applications.map((application) => (
              <li
                key={application.id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 text-sm last:border-b-0 last:pb-0"
              >
                <span className="grid min-w-0">
                  <span className="font-semibold break-words text-ink">
                    {application.creator.name}
                  </span>
                  <span className="text-muted">
                    Applied {formatMadridDate(application.created_at)}
                  </span>
                </span>
                <StatusBadge status={application.status} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** One proposal as an admin sees it, with Edit and Delete (confirmed first). */
export function AdminProposalView({ state, onDelete, ...links }: AdminProposalViewProps) {
  return (
    <div data-slot="admin-proposal" className="grid gap-6">
      {state.status !== 'success' && state.status !== 'loading' && (
        <PageHeader title="Proposal" back={{ href: links.backHref, label: 'Back to proposals' }} />
      )}
      <ViewStateBody
        state={state}
        loadingLabel="Loading proposal…"
        skeleton={
          <>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-24 w-full" />
          </>
        }
        forbiddenMessage={ADMIN_PROPOSAL_FORBIDDEN_MESSAGE}
        errorHeading={ADMIN_PROPOSAL_LOAD_ERROR_HEADING}
        notFound={{
          heading: ADMIN_PROPOSAL_NOT_FOUND_HEADING,
          message: ADMIN_PROPOSAL_NOT_FOUND_MESSAGE,
        }}
      >
        {(proposal) => <Proposal proposal={proposal} onDelete={onDelete} {...links} />}
      </ViewStateBody>
    </div>
  );
}
