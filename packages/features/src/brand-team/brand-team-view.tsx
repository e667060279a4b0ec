import type { components } from '@colla/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SyntheticEvent } from 'react';
import { Alert, AlertDescription } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { Skeleton } from '@colla/ui/components/skeleton';
import { formatMadridTimestamp } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { EMAIL_INPUT } from '../account-access/account-form';
import { ViewStateBody } from '../lib/view-state-body';

export type BrandTeam = components['schemas']['BrandTeam'];

export interface BrandTeamData {
  brandName: string;
  team: BrandTeam;
}

export interface BrandTeamViewProps {
  state: ViewState<BrandTeamData>;
  email: string;
  onEmailChange: (email: string) => void;
  onInvite: () => void;
  inviting?: boolean;
  /** The server's message under the email (taken, already invited). */
  emailError?: string | null;
  /** Said after an invitation went out. */
  notice?: string | null;
}

/** A brand's team: who manages it, the invitations still open, and inviting a colleague. */
export function BrandTeamView({
  state,
  email,
  onEmailChange,
  onInvite,
  inviting = false,
  emailError = null,
  notice = null,
}: BrandTeamViewProps) {
  const { t } = useLingui();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!inviting) onInvite();
  };
  return (
    <div data-slot="brand-team" className="grid gap-6">
      <PageHeader
        title={t`Team`}
        description={t`The people who manage your brand on Colla. Each one signs in with their own account.`}
      />
      <ViewStateBody
        state={state}
        loadingLabel={t`Loading your team…`}
        skeleton={<Skeleton shape="block" className="h-48" />}
        forbiddenMessage={t`The team is managed from a brand account.`}
        errorHeading={t`We couldn’t load your team`}
      >
        {({ brandName, team }) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <section
              aria-labelledby="team-managers"
              className="grid content-start gap-3 rounded-xl border border-line bg-surface p-5"
            >
              <h2 id="team-managers" className="text-lg font-bold text-ink">
                <Trans>Managers of {brandName}</Trans>
              </h2>
              <ul className="grid gap-2">
                {team.managers.map((manager) => (
                  <li key={manager.id} className="grid">
                    <span className="font-semibold text-ink">{manager.name}</span>
                    <span className="text-sm break-words text-muted">{manager.email}</span>
                  </li>
                ))}
              </ul>
              {team.invitations.length > 0 ? (
                <>
                  <h3 className="mt-2 text-sm font-semibold text-muted">
                    <Trans>Invited, not joined yet</Trans>
                  </h3>
                  <ul className="grid gap-2">
                    {team.invitations.map((invitation) => {
                      const until = formatMadridTimestamp(invitation.expires_at);
                      return (
                        <li key={invitation.id} className="grid">
                          <span className="break-words text-ink">{invitation.email}</span>
                          <span className="text-sm text-muted">
                            <Trans>The link works until {until}</Trans>
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </>
              ) : null}
            </section>
            <section
              aria-labelledby="team-invite"
              className="grid content-start gap-3 rounded-xl border border-line bg-surface p-5"
            >
              <h2 id="team-invite" className="text-lg font-bold text-ink">
                <Trans>Invite a colleague</Trans>
              </h2>
              <p className="text-sm text-muted">
                <Trans>
                  They get an email with a link to create their account and manage {brandName} with
                  you.
                </Trans>
              </p>
              {notice ? (
                <Alert variant="success" role="status">
                  <AlertDescription>{notice}</AlertDescription>
                </Alert>
              ) : null}
              <form onSubmit={submit} noValidate className="grid gap-1">
                <Field label={t`Their email`} required error={emailError}>
                  <Input
                    {...EMAIL_INPUT}
                    autoComplete="off"
                    autoCapitalize="none"
                    value={email}
                    onChange={(event) => onEmailChange(event.target.value)}
                  />
                </Field>
                <Button type="submit" loading={inviting} className="justify-self-start">
                  <Trans>Send invitation</Trans>
                </Button>
              </form>
            </section>
          </div>
        )}
      </ViewStateBody>
    </div>
  );
}
