import { PUBLISH_REQUIREMENTS, type PublishRequirement } from '@colla/api-client/publishing';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { cn } from '@colla/ui/lib/cn';
import { MISSING_TO_PUBLISH_ITEMS, type ProposalFormValues } from './proposal-form-values';

/** Each part publishing needs, as the panel's checklist names it. */
export const PUBLISH_CHECKLIST_LABELS = {
  image: msg`Picture`,
  start_date: msg`Start date`,
  end_date: msg`End date`,
  task_templates: msg`At least one task`,
} as const;

export interface PublishPanelProps {
  /** The proposal's name as typed. */
  name: string;
  /** What publishing still needs (`missingToPublishOf`). */
  missing: readonly PublishRequirement[];
  /** Grows each time Publish is refused for missing parts: the list takes the focus again. */
  missingAsked: number;
  /** Publish was pressed once: a missing part is no longer news, it is asked for. */
  publishTried: boolean;
  /** The proposal's saved status (a new one is a draft). */
  status: ProposalFormValues['status'];
  busy: boolean;
  cancelHref?: string | undefined;
  /** Shows the section of a missing part and focuses its field. */
  onGoTo: (requirement: PublishRequirement) => void;
  onPublish: () => void;
  /** Saves without publishing (a draft stays a draft, an unpublished proposal unpublished). */
  onSave: () => void;
  className?: string;
}

/**
 * The form's summary and its Publish step: what publishing needs (each part added or missing, a
 * link to its section), "Before you publish, add:" once Publish is refused, and the buttons.
 * Beside the form on wide screens (sticky), the last step on a phone.
 */
export function PublishPanel({
  name,
  missing,
  missingAsked,
  publishTried,
  status,
  busy,
  cancelHref,
  onGoTo,
  onPublish,
  onSave,
  className,
}: PublishPanelProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const missingRef = useRef<HTMLDivElement>(null);
  const active = status === 'active';

  useEffect(() => {
    if (missingAsked > 0) missingRef.current?.focus();
  }, [missingAsked]);

  return (
    <aside
      aria-labelledby={headingId}
      data-section="publish"
      className={cn('border-border grid gap-4 rounded-lg border bg-surface p-4', className)}
    >
      <div className="grid gap-1">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          <Trans>Publish</Trans>
        </h2>
        <p className="text-sm break-words text-ink">{name.trim() || t`Untitled proposal`}</p>
        <p className="text-sm text-muted">
          {active
            ? t`Published: creators see it on Colla.`
            : status === 'inactive'
              ? t`Unpublished: creators don’t see it.`
              : t`Draft: only your team sees it.`}
        </p>
      </div>

      {publishTried && missing.length > 0 && (
        <Alert ref={missingRef} variant="danger" tabIndex={-1} className="outline-none">
          <div className="grid gap-1">
            <p className="font-semibold">
              <Trans>Before you publish, add:</Trans>
            </p>
            <ul className="grid gap-1">
              {missing.map((requirement) => (
                <li key={requirement}>
                  <button
                    type="button"
                    className="text-start font-medium underline underline-offset-2"
                    onClick={() => onGoTo(requirement)}
                  >
                    {i18n._(MISSING_TO_PUBLISH_ITEMS[requirement])}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </Alert>
      )}

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-ink">
          <Trans>Publishing needs</Trans>
        </h3>
        <ul className="grid gap-1.5 text-sm">
          {PUBLISH_REQUIREMENTS.map((requirement) => {
            const isMissing = missing.includes(requirement);
            const label = i18n._(PUBLISH_CHECKLIST_LABELS[requirement]);
            return (
              <li key={requirement} className="flex items-center gap-2">
                {isMissing ? (
                  <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-muted" />
                ) : (
                  <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success-700" />
                )}
                {isMissing ? (
                  <button
                    type="button"
                    className="text-start text-ink underline underline-offset-2"
                    onClick={() => onGoTo(requirement)}
                  >
                    {t`${label}: missing`}
                  </button>
                ) : (
                  <span className="text-ink">{t`${label}: added`}</span>
                )}
              </li>
            );
          })}
        </ul>
        {missing.length === 0 && !active && (
          <p className="text-sm font-medium text-success-700">
            <Trans>Ready to publish.</Trans>
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Button type="button" loading={busy} onClick={onPublish}>
          {active ? t`Save changes` : t`Publish`}
        </Button>
        {!active && (
          <Button type="button" variant="outline" disabled={busy} onClick={onSave}>
            {status === 'inactive' ? t`Save without publishing` : t`Save draft`}
          </Button>
        )}
        {cancelHref && (
          <Button variant="ghost" asChild>
            <a href={cancelHref}>
              <Trans>Cancel</Trans>
            </a>
          </Button>
        )}
      </div>
    </aside>
  );
}
