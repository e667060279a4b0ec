import type { components } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Handshake } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '@colla/ui/components/empty-state';
import { ErrorState } from '@colla/ui/components/error-state';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Spinner } from '@colla/ui/components/spinner';
import { Switch } from '@colla/ui/components/switch';
import { formatMadridDate } from '@colla/ui/lib/format';
import { SettingsCard } from './settings-card';

export type CreatorCollaboration = components['schemas']['CreatorCollaboration'];

export const NO_COLLABORATIONS_MESSAGE = msg`Completed collaborations appear here and on your profile.`;
/** A failed "show": the switch is back off. */
export const STILL_HIDDEN_MESSAGE = msg`We couldn’t show this collaboration, so it is still hidden from your profile. Please try again.`;
/** A failed "hide": the switch is back on. */
export const STILL_SHOWN_MESSAGE = msg`We couldn’t hide this collaboration, so it is still on your profile. Please try again.`;

export type CollaborationsSectionViewProps =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | {
      state: 'ready';
      /** Newest first, hidden ones included (`hidden: true`). */
      collaborations: readonly CreatorCollaboration[];
      /** Shows (true) or hides (false) a collaboration on the profile. */
      onShowChange: (id: number, show: boolean) => void;
      /** The collaborations whose change is being saved (their switch waits). */
      saving?: ReadonlySet<number>;
      /** Why a change failed, by collaboration. */
      failures?: Readonly<Partial<Record<number, string>>>;
    };

function CollaborationRow({
  collaboration,
  saving,
  failure,
  onShowChange,
}: {
  collaboration: CreatorCollaboration;
  saving: boolean;
  failure: string | undefined;
  onShowChange: (show: boolean) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const brand = collaboration.brand.name;
  const completed = formatMadridDate(collaboration.completed_at);
  return (
    <li
      data-hidden={collaboration.hidden || undefined}
      className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-6"
    >
      <div id={titleId} className="grid min-w-0 gap-0.5">
        <p className="font-semibold break-words text-ink">{collaboration.proposal_name}</p>
        <p className="text-sm text-muted">
          <Trans>
            {brand} · Completed {completed}
          </Trans>
        </p>
      </div>
      <Switch
        checked={!collaboration.hidden}
        disabled={saving}
        aria-describedby={titleId}
        aria-busy={saving || undefined}
        label={t`Show on my profile`}
        onCheckedChange={(checked) => onShowChange(checked)}
      />
      {failure && (
        <p role="alert" className="text-sm text-danger-700 sm:col-span-2">
          {failure}
        </p>
      )}
    </li>
  );
}

/** The creator's completed collaborations, each shown on their profile or hidden from it. */
export function CollaborationsSectionView(props: CollaborationsSectionViewProps) {
  const { t, i18n } = useLingui();
  let body: ReactNode;
  if (props.state === 'loading') {
    body = (
      <div aria-busy="true" className="grid gap-4">
        <Spinner label={t`Loading your collaborations…`} />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  } else if (props.state === 'error') {
    body = (
      <ErrorState
        headingLevel={3}
        heading={t`We couldn’t load your collaborations`}
        message={props.message}
        onRetry={props.onRetry}
        retrying={props.retrying ?? false}
      />
    );
  } else if (props.collaborations.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<Handshake aria-hidden="true" />}
        title={t`No completed collaborations yet`}
        description={i18n._(NO_COLLABORATIONS_MESSAGE)}
      />
    );
  } else {
    const { onShowChange, saving, failures } = props;
    body = (
      <ul className="grid divide-y divide-line">
        {props.collaborations.map((collaboration) => (
          <CollaborationRow
            key={collaboration.id}
            collaboration={collaboration}
            saving={saving?.has(collaboration.id) ?? false}
            failure={failures?.[collaboration.id]}
            onShowChange={(show) => onShowChange(collaboration.id, show)}
          />
        ))}
      </ul>
    );
  }
  return (
    <SettingsCard
      title={t`Collaborations on your profile`}
      description={
        <Trans>
          Brands see the collaborations you completed on Colla. Hide any you’d rather not show.
        </Trans>
      }
    >
      {body}
    </SettingsCard>
  );
}
