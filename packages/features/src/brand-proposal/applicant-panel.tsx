import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@colla/ui/components/dialog';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import {
  ApplicationActions,
  RequirementMatch,
  formatAppliedDate,
  type ApplicationActionsProps,
  type BrandApplication,
  type ProposalSettings,
} from './application-card';

export interface ApplicantPanelProps extends Omit<ApplicationActionsProps, 'application'> {
  /** The application whose applicant is shown; null when the panel is closed. */
  application: BrandApplication | null;
  settings: ProposalSettings;
  onClose: () => void;
  /** Called as the panel closes, to put focus back on the button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
  /** The applicant's full profile, by username (the container reads it). */
  profile: (username: string) => ReactNode;
}

/**
 * The applicant's full profile beside the list, without leaving it: a side sheet (the whole
 * screen on phones) titled with their name, with their application and, while it is pending,
 * Accept and Decline at its foot. Focus moves in; Escape closes it.
 */
export function ApplicantPanel({
  application,
  settings,
  onClose,
  onCloseAutoFocus,
  profile,
  dealHref,
  onDecide,
}: ApplicantPanelProps) {
  const { t } = useLingui();
  const name = application?.creator.name ?? '';
  const applied = application ? formatAppliedDate(application.created_at) : '';
  return (
    <Dialog open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {application && (
        <DialogContent side="right" size="md" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>{t`${name}’s profile`}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-2">
              <StatusBadge status={application.status} />
              <Trans>Applied {applied}</Trans>
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            {(application.message || application.match.lines.length > 0) && (
              <section className="grid gap-3 rounded-xl bg-stone-50 p-4">
                <h3 className="font-semibold text-ink">
                  <Trans>Their application</Trans>
                </h3>
                {application.message && (
                  <p className="text-sm break-words whitespace-pre-line text-ink">
                    {application.message}
                  </p>
                )}
                <RequirementMatch application={application} settings={settings} />
              </section>
            )}
            {profile(application.applicant.username)}
          </DialogBody>
          <DialogFooter className="sm:justify-start">
            <ApplicationActions application={application} dealHref={dealHref} onDecide={onDecide} />
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
